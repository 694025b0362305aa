import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Connection, mongo, type Types } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { detectImageType } from './image-type';

export const IMAGES_BUCKET = 'images';

export interface StoredImage {
  id: string;
  url: string;
  contentType: string;
}

export interface ImageFile {
  length: number;
  contentType: string;
  uploadDate: Date;
  stream: () => Readable;
}

interface ImageMetadata {
  contentType: string;
  uploadedBy?: string;
}

/** Images in GridFS, served back by the API at `${PUBLIC_API_URL}/images/<id>`. */
@Injectable()
export class ImagesService {
  private readonly bucket: InstanceType<typeof mongo.GridFSBucket>;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly config: AppConfig,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.bucket = new mongo.GridFSBucket(connection.db, { bucketName: IMAGES_BUCKET });
  }

  urlOf(id: string): string {
    return `${this.config.http.publicApiUrl}/images/${id}`;
  }

  /** The id of an image this API stores, from its URL; undefined for any other URL. */
  idFromUrl(url: string): Types.ObjectId | undefined {
    const prefix = `${this.config.http.publicApiUrl}/images/`;
    if (!url.startsWith(prefix)) return undefined;
    const id = url.slice(prefix.length);
    return /^[a-f0-9]{24}$/.test(id) ? new mongo.ObjectId(id) : undefined;
  }

  /** Answers false when there was no such image. */
  async delete(id: Types.ObjectId): Promise<boolean> {
    try {
      await this.bucket.delete(id);
      return true;
    } catch (error) {
      if (error instanceof mongo.MongoRuntimeError && /not found/i.test(error.message))
        return false;
      throw error;
    }
  }

  /** Stores the bytes if they are an image; the type comes from the bytes, not the client. */
  async store(bytes: Buffer, uploadedBy?: string): Promise<StoredImage> {
    const type = detectImageType(bytes);
    if (!type) throw new UnsupportedMediaTypeException(ApiMessages.imageNotAnImage);
    const metadata: ImageMetadata = { contentType: type.mime, uploadedBy };
    const upload = this.bucket.openUploadStream(`${randomUUID()}.${type.extension}`, { metadata });
    upload.end(bytes);
    await finished(upload);
    const id = upload.id.toString();
    return { id, url: this.urlOf(id), contentType: type.mime };
  }

  async find(id: Types.ObjectId): Promise<ImageFile | undefined> {
    const file = await this.bucket.find({ _id: id }, { limit: 1 }).next();
    if (!file) return undefined;
    const metadata = (file.metadata ?? {}) as Partial<ImageMetadata>;
    return {
      length: file.length,
      contentType: metadata.contentType ?? 'application/octet-stream',
      uploadDate: file.uploadDate,
      stream: () => this.bucket.openDownloadStream(id),
    };
  }
}
