import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Connection, mongo, Types } from 'mongoose';
import { StyleMessages, type StyleFileKind } from '@threadline/contracts';
import { detectImageType } from '../files/image-type';
import { detectAttachmentType, safeFileName } from '../files/attachment-type';
import type { StyleFileRecord } from './schemas/style-records';

export const STYLE_FILES_BUCKET = 'styleFiles';

interface StyleFileMetadata {
  ownerUid: string;
  kind: StyleFileKind;
  fileName: string;
  contentType: string;
}

interface StyleFileDoc {
  _id: Types.ObjectId;
  length: number;
  uploadDate: Date;
  metadata?: StyleFileMetadata;
}

export interface OpenedStyleFile {
  stream: Readable;
  length: number;
  contentType: string;
  fileName: string;
}

/**
 * The seam between styles and file storage: a style's tech packs, sketches, artwork and images,
 * each checked by its bytes as quote files are (a PDF or an image; an image slot takes images
 * only) and owned by the member who uploaded it. Everything styles asks of storage goes through
 * these four methods, so moving to a shared files module changes this file only.
 */
@Injectable()
export class StyleFiles {
  private readonly bucket: InstanceType<typeof mongo.GridFSBucket>;
  private readonly files: mongo.Collection<StyleFileDoc>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.bucket = new mongo.GridFSBucket(connection.db, { bucketName: STYLE_FILES_BUCKET });
    this.files = connection.db.collection<StyleFileDoc>(`${STYLE_FILES_BUCKET}.files`);
  }

  async store(
    bytes: Buffer,
    kind: StyleFileKind,
    ownerUid: string,
    originalName?: string,
  ): Promise<StyleFileRecord> {
    const type = kind === 'image' ? detectImageType(bytes) : detectAttachmentType(bytes);
    if (!type)
      throw new UnsupportedMediaTypeException(
        kind === 'image' ? StyleMessages.imageTypeRefused : StyleMessages.fileTypeRefused,
      );
    const fileName = safeFileName(originalName, type);
    const metadata: StyleFileMetadata = { ownerUid, kind, fileName, contentType: type.mime };
    const upload = this.bucket.openUploadStream(fileName, { metadata });
    upload.end(bytes);
    await finished(upload);
    const id = upload.id as Types.ObjectId;
    return {
      id,
      kind,
      name: fileName,
      contentType: type.mime,
      size: bytes.length,
      uploadedAt: id.getTimestamp(),
    };
  }

  /**
   * The records of the files a save names, each the owner's own (and an image where an image
   * slot asks for one); any other id is a 400 and nothing is saved.
   */
  async ownedBy(ownerUid: string, ids: string[], images: string[]): Promise<StyleFileRecord[]> {
    const records: StyleFileRecord[] = [];
    for (const hex of new Set([...ids, ...images])) {
      const file = await this.files.findOne({ _id: new Types.ObjectId(hex) });
      const metadata = file?.metadata;
      if (!file || !metadata || metadata.ownerUid !== ownerUid)
        throw new BadRequestException([StyleMessages.filesInvalid]);
      if (images.includes(hex) && !metadata.contentType.startsWith('image/'))
        throw new BadRequestException([StyleMessages.imageInvalid]);
      records.push({
        id: file._id,
        kind: metadata.kind,
        name: metadata.fileName,
        contentType: metadata.contentType,
        size: file.length,
        uploadedAt: file.uploadDate,
      });
    }
    return records;
  }

  /** The bytes of a stored file, for whoever the caller has already found may read it. */
  async open(id: Types.ObjectId): Promise<OpenedStyleFile | undefined> {
    const file = await this.files.findOne({ _id: id });
    if (!file?.metadata) return undefined;
    return {
      stream: this.bucket.openDownloadStream(id),
      length: file.length,
      contentType: file.metadata.contentType,
      fileName: file.metadata.fileName,
    };
  }

  /** The whole of a (small) stored file, for the tech pack's images. */
  async read(id: Types.ObjectId): Promise<Buffer | undefined> {
    const opened = await this.open(id);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
