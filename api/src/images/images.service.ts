import {
  Injectable,
  Logger,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type Connection, mongo, type Types } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import type { FileBucket } from '../files/file-bucket';
import { FileStorage } from '../files/file-storage';
import { detectImageType, type ImageType } from '../files/image-type';
import { UPLOAD_SLOTS_COLLECTION, UploadSlots } from '../files/upload-slots';
import { imageIdOf, imagePathOf } from './image-paths';
import { reencodeImage } from './reencode-image';

export const IMAGES_BUCKET = 'images';

export interface StoredImage {
  id: string;
  /** The absolute URL under the current PUBLIC_API_URL, for the client. */
  url: string;
  /** The host-relative path records store. */
  path: string;
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
  /** The place of the uploader's quota this image holds (UploadSlots). */
  slot?: number;
}

/**
 * Images in the files module's `images` bucket, served back by the API at
 * `${PUBLIC_API_URL}/images/<id>`; each upload holds a place of its uploader's quota.
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);
  private readonly bucket: FileBucket<ImageMetadata>;
  private readonly quota: UploadSlots;

  constructor(
    @InjectConnection() connection: Connection,
    storage: FileStorage,
    private readonly config: AppConfig,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.bucket = storage.bucket<ImageMetadata>(IMAGES_BUCKET);
    this.quota = new UploadSlots(
      connection.db.collection(UPLOAD_SLOTS_COLLECTION),
      this.bucket,
      config.images.quota,
    );
  }

  urlOf(id: string): string {
    return `${this.config.http.publicApiUrl}${imagePathOf(id)}`;
  }

  /** The id of an image this API stores, from its path or URL; undefined for any other URL. */
  idFromUrl(url: string): Types.ObjectId | undefined {
    const id = imageIdOf(url, this.config.http.publicApiUrl);
    return id ? new mongo.ObjectId(id) : undefined;
  }

  /** Answers false when there was no such image; its quota place is given back after it. */
  async delete(id: Types.ObjectId): Promise<boolean> {
    const file = await this.bucket.find(id);
    if (!(await this.bucket.delete(id))) return false;
    const { uploadedBy, slot } = (file?.metadata ?? {}) as Partial<ImageMetadata>;
    if (uploadedBy && typeof slot === 'number') await this.quota.release(uploadedBy, slot);
    return true;
  }

  /**
   * POST /images: an upload within the account's quota, decoded and encoded again so that no
   * metadata (EXIF GPS among it) is stored or served.
   */
  async storeUpload(bytes: Buffer, uploadedBy: string): Promise<StoredImage> {
    const type = detectImageType(bytes);
    if (!type) throw new UnsupportedMediaTypeException(ApiMessages.imageNotAnImage);
    let clean: Buffer;
    try {
      clean = await reencodeImage(bytes, type);
    } catch (error) {
      this.logger.debug(`An upload did not decode as ${type.mime}: ${String(error)}`);
      throw new UnsupportedMediaTypeException(ApiMessages.imageNotAnImage);
    }
    // The place is claimed before anything is written: concurrent uploads never pass the quota.
    const id = new mongo.ObjectId();
    const slot = await this.quota.claim(uploadedBy, id, clean.length);
    if (slot === undefined) throw new PayloadTooLargeException(ApiMessages.imageQuotaExceeded);
    try {
      return await this.save(clean, type, uploadedBy, { id, slot });
    } catch (error) {
      await this.quota
        .release(uploadedBy, slot)
        .catch((releaseError: unknown) =>
          this.logger.warn(`A quota place could not be given back: ${String(releaseError)}`),
        );
      throw error;
    }
  }

  /** Stores the bytes as they are if they are an image (the seed's own pictures). */
  async store(bytes: Buffer, uploadedBy?: string): Promise<StoredImage> {
    const type = detectImageType(bytes);
    if (!type) throw new UnsupportedMediaTypeException(ApiMessages.imageNotAnImage);
    return this.save(bytes, type, uploadedBy);
  }

  /** Ids of the images uploaded before this moment. */
  idsUploadedBefore(moment: Date): Promise<Types.ObjectId[]> {
    return this.bucket.idsUploadedBefore(moment);
  }

  private async save(
    bytes: Buffer,
    type: ImageType,
    uploadedBy?: string,
    place?: { id: mongo.ObjectId; slot: number },
  ): Promise<StoredImage> {
    const metadata: ImageMetadata = { contentType: type.mime, uploadedBy };
    if (place) metadata.slot = place.slot;
    const stored = await this.bucket.store(bytes, {
      fileName: `${randomUUID()}.${type.extension}`,
      metadata,
      id: place?.id,
    });
    const id = stored.toString();
    return { id, url: this.urlOf(id), path: imagePathOf(id), contentType: type.mime };
  }

  async find(id: Types.ObjectId): Promise<ImageFile | undefined> {
    const file = await this.bucket.find(id);
    if (!file) return undefined;
    const metadata: Partial<ImageMetadata> = file.metadata ?? {};
    return {
      length: file.length,
      contentType: metadata.contentType ?? 'application/octet-stream',
      uploadDate: file.uploadDate,
      stream: () => this.bucket.stream(id),
    };
  }
}
