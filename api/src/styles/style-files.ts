import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Types } from 'mongoose';
import { StyleMessages, type StyleFileKind } from '@threadline/contracts';
import { detectAttachmentType, safeFileName } from '../files/attachment-type';
import type { FileBucket } from '../files/file-bucket';
import { FileStorage } from '../files/file-storage';
import { detectImageType } from '../files/image-type';
import type { StyleFileRecord } from './schemas/style-records';

export const STYLE_FILES_BUCKET = 'styleFiles';

interface StyleFileMetadata {
  ownerUid: string;
  kind: StyleFileKind;
  fileName: string;
  contentType: string;
}

export interface OpenedStyleFile {
  stream: Readable;
  length: number;
  contentType: string;
  fileName: string;
}

/**
 * The seam between styles and file storage (the shared files module's buckets): a style's tech
 * packs, sketches, artwork and images, each checked by its bytes as quote files are (a PDF or an
 * image; an image slot takes images only) and owned by the member who uploaded it. Everything
 * styles asks of storage goes through these methods.
 */
@Injectable()
export class StyleFiles {
  private readonly bucket: FileBucket<StyleFileMetadata>;

  constructor(storage: FileStorage) {
    this.bucket = storage.bucket<StyleFileMetadata>(STYLE_FILES_BUCKET);
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
    const id = await this.bucket.store(bytes, { fileName, metadata });
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
      const file = await this.bucket.find(new Types.ObjectId(hex));
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

  /** An upload that must not stay (its audit entry could not be written). */
  async discard(id: Types.ObjectId): Promise<void> {
    await this.bucket.delete(id);
  }

  /** The bytes of a stored file, for whoever the caller has already found may read it. */
  async open(id: Types.ObjectId): Promise<OpenedStyleFile | undefined> {
    const file = await this.bucket.open(id);
    if (!file?.metadata) return undefined;
    return {
      stream: file.stream,
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

  /** Removes a file and its bytes (a purged style's); false when it was gone already. */
  delete(id: Types.ObjectId): Promise<boolean> {
    return this.bucket.delete(id);
  }
}
