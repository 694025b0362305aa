import type { Readable } from 'node:stream';
import { BadRequestException } from '@nestjs/common';
import { mongo, Types } from 'mongoose';
import {
  AttachmentFilesService,
  QUOTE_ATTACHMENTS_BUCKET,
} from '../src/files/attachment-files.service';
import { FileStorage } from '../src/files/file-storage';
import { IMAGES_BUCKET, ImagesService } from '../src/images/images.service';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let storage: FileStorage;
let attachments: AttachmentFilesService;

beforeAll(async () => {
  testApp = await startTestApp();
  storage = testApp.app.get(FileStorage);
  attachments = testApp.app.get(AttachmentFilesService);
});
afterAll(() => testApp.close());

const PDF = Buffer.from('%PDF-1.4\n% a tech pack\n', 'latin1');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a swatch'),
]);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const rawFile = (bucket: string, id: Types.ObjectId | string) =>
  testApp.db.collection(`${bucket}.files`).findOne({ _id: new Types.ObjectId(String(id)) });

describe('a bucket read and written by owner', () => {
  interface SwatchMetadata {
    contentType: string;
    styleId: Types.ObjectId;
  }
  const styleA = new Types.ObjectId();
  const styleB = new Types.ObjectId();

  it('stores a file for its owner and gives its bytes back only to that owner', async () => {
    const swatches = storage.bucket<SwatchMetadata>('testSwatches');
    const id = await swatches.store(PNG, {
      fileName: 'front.png',
      metadata: { contentType: 'image/png', styleId: styleA },
    });

    const opened = await swatches.open(id, { styleId: styleA });
    expect(opened).toMatchObject({ filename: 'front.png', length: PNG.length });
    expect(await bytesOf(opened!.stream)).toEqual(PNG);
    expect(await swatches.open(id, { styleId: styleB })).toBeUndefined();
    expect(await swatches.findOwned(id, { styleId: styleB })).toBeUndefined();
    expect(await swatches.open(new mongo.ObjectId(), { styleId: styleA })).toBeUndefined();
  });

  it('lists, counts and deletes an owner’s files and leaves another owner’s alone', async () => {
    const swatches = storage.bucket<SwatchMetadata>('testSwatchesByOwner');
    const metadataOf = (styleId: Types.ObjectId) => ({ contentType: 'application/pdf', styleId });
    await swatches.store(PDF, { fileName: 'one.pdf', metadata: metadataOf(styleA) });
    await swatches.store(PDF, { fileName: 'two.pdf', metadata: metadataOf(styleA) });
    await swatches.store(PNG, { fileName: 'other.png', metadata: metadataOf(styleB) });

    expect((await swatches.listByOwner({ styleId: styleA })).map((file) => file.filename)).toEqual([
      'one.pdf',
      'two.pdf',
    ]);
    expect(await swatches.usageOf({ styleId: styleA })).toEqual({
      files: 2,
      bytes: 2 * PDF.length,
    });

    expect(await swatches.deleteByOwner({ styleId: styleA })).toBe(2);
    expect(await swatches.usageOf({ styleId: styleA })).toEqual({ files: 0, bytes: 0 });
    expect(await swatches.listByOwner({ styleId: styleB })).toHaveLength(1);
    // The bytes went with the files: no chunk of the owner's files is left.
    expect(await testApp.db.collection('testSwatchesByOwner.chunks').countDocuments()).toBe(1);
  });

  it('answers false for deleting a file that is not there', async () => {
    expect(await storage.bucket('testSwatches').delete(new mongo.ObjectId())).toBe(false);
  });
});

describe('quote, thread and order attachments', () => {
  it('keep the quoteAttachments bucket and the document shape existing files have', async () => {
    const upload = await attachments.store(PDF, 'Tech pack (v2).pdf');
    expect(upload).toMatchObject({
      fileName: 'Tech pack _v2_.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const stored = await rawFile(QUOTE_ATTACHMENTS_BUCKET, upload.id);
    expect(stored).toMatchObject({ filename: 'Tech pack _v2_.pdf', length: PDF.length });
    expect(Object.keys(stored!.metadata).sort()).toEqual(['contentType', 'fileName', 'tokenHash']);
    // The token proves ownership; only its hash is stored.
    expect(stored!.metadata.tokenHash).not.toContain(upload.uploadToken);
  });

  it('refuses bytes that are neither a PDF nor an image, whatever the name says', async () => {
    await expect(attachments.store(Buffer.from('<script>'), 'pack.pdf')).rejects.toMatchObject({
      status: 415,
    });
  });

  it('joins one request only, and is read through that request alone', async () => {
    const quoteId = new Types.ObjectId();
    const upload = await attachments.store(PDF, 'pack.pdf');
    const ref = { id: upload.id, uploadToken: upload.uploadToken };

    const [claimed] = await attachments.claim([ref], { quoteId });
    expect(claimed).toMatchObject({ fileName: 'pack.pdf', size: PDF.length });
    expect((await rawFile(QUOTE_ATTACHMENTS_BUCKET, upload.id))!.metadata.quoteId).toEqual(quoteId);

    await expect(attachments.claim([ref], { quoteId: new Types.ObjectId() })).rejects.toThrow(
      BadRequestException,
    );
    const id = new Types.ObjectId(upload.id);
    const opened = await attachments.open(id, { quoteId });
    expect(await bytesOf(opened!.stream)).toEqual(PDF);
    expect(await attachments.open(id, { quoteId: new Types.ObjectId() })).toBeUndefined();
    // A request's own file is not served as one of its thread's messages.
    expect(
      await attachments.open(id, { quoteId, messageId: new Types.ObjectId() }),
    ).toBeUndefined();
    expect(await attachments.open(id, { orderId: quoteId })).toBeUndefined();
  });

  it('refuses a wrong upload token and gives back what it claimed when one file fails', async () => {
    const orderId = new Types.ObjectId();
    const good = await attachments.store(PDF, 'inspection.pdf');
    const other = await attachments.store(PNG, 'photo.png');

    await expect(
      attachments.claim(
        [
          { id: good.id, uploadToken: good.uploadToken },
          { id: other.id, uploadToken: good.uploadToken },
        ],
        { orderId },
      ),
    ).rejects.toThrow(BadRequestException);
    expect((await rawFile(QUOTE_ATTACHMENTS_BUCKET, good.id))!.metadata.orderId).toBeUndefined();
    // Released, the file can join the order with its own token.
    await attachments.claim([{ id: good.id, uploadToken: good.uploadToken }], { orderId });
    expect(await attachments.open(new Types.ObjectId(good.id), { orderId })).toBeDefined();
  });

  it('serves a file stored before the files module, as it was written then', async () => {
    const quoteId = new Types.ObjectId();
    const legacy = new mongo.GridFSBucket(testApp.db.db!, { bucketName: QUOTE_ATTACHMENTS_BUCKET });
    const upload = legacy.openUploadStream('old.pdf', {
      metadata: { contentType: 'application/pdf', fileName: 'old.pdf', tokenHash: '00', quoteId },
    });
    await new Promise((resolve, reject) =>
      upload.on('finish', resolve).on('error', reject).end(PDF),
    );

    const opened = await attachments.open(upload.id as Types.ObjectId, { quoteId });
    expect(opened).toMatchObject({ fileName: 'old.pdf', contentType: 'application/pdf' });
    expect(await bytesOf(opened!.stream)).toEqual(PDF);
  });
});

describe('images', () => {
  it('keep the images bucket and its document shape, and count per uploader', async () => {
    const images = testApp.app.get(ImagesService);
    const stored = await images.store(PNG, 'uid-files-spec');
    const raw = await rawFile(IMAGES_BUCKET, stored.id);
    expect(raw).toMatchObject({
      length: PNG.length,
      metadata: { contentType: 'image/png', uploadedBy: 'uid-files-spec' },
    });
    expect(raw!.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await storage.bucket(IMAGES_BUCKET).usageOf({ uploadedBy: 'uid-files-spec' })).toEqual({
      files: 1,
      bytes: PNG.length,
    });

    const found = await images.find(new Types.ObjectId(stored.id));
    expect(await bytesOf(found!.stream())).toEqual(PNG);
    expect(await images.delete(new Types.ObjectId(stored.id))).toBe(true);
    expect(await images.find(new Types.ObjectId(stored.id))).toBeUndefined();
  });
});
