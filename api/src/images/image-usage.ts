import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { countOf } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { imageIdOf, imagePathOf, toStoredImageRef } from './image-paths';
import { escapeRegExp } from '../common/escape-regexp';

/**
 * Every field of a record that may hold an image URL. Read as raw collections, because the
 * modules owning them (categories, users) depend on this one. A new field that shows an uploaded
 * image must be listed here, or the clean-up takes its images for orphans.
 */
export const IMAGE_FIELDS: ReadonlyArray<{ collection: string; fields: readonly string[] }> = [
  { collection: 'categories', fields: ['image', 'galleryImages'] },
  { collection: 'users', fields: ['photoURL'] },
  // A trashed record's images stay until it is purged, so a restore brings them back.
  { collection: 'trash', fields: ['imageRefs'] },
];

type Document = Record<string, unknown>;

/** The record in `migrations` that says the rewrite to stored paths is done for this database. */
export const STORED_PATHS_MIGRATION = 'images.storedPaths';

/** Which records use which of this API's images (the clean-up's orphan check), and the one-off rewrite to stored paths. */
@Injectable()
export class ImageUsage implements OnApplicationBootstrap {
  private readonly logger = new Logger(ImageUsage.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  /**
   * In the background: the rewrite is idempotent, and a record it has not reached yet still works.
   * Once it has run to the end it is recorded in `migrations`, and later starts read only that
   * record: its query reads every user (unindexed), which on FerretDB at 100,000 users passed the
   * database bound on every start and competed with the users index's first read.
   */
  onApplicationBootstrap(): void {
    this.migrateOnce()
      .then((rewritten) => {
        if (rewritten > 0)
          this.logger.log(
            `Rewrote the image URLs of ${countOf(rewritten, 'record')} as /images/<id> paths`,
          );
      })
      .catch((error: unknown) =>
        this.logger.warn(`Stored image URLs could not be rewritten: ${String(error)}`),
      );
  }

  /** The rewrite, unless this database has recorded it done; answers how many records changed. */
  async migrateOnce(): Promise<number> {
    const migrations = this.collection('migrations');
    if (await migrations.findOne({ _id: STORED_PATHS_MIGRATION as never, done: true })) return 0;
    const rewritten = await this.migrateAbsoluteUrls();
    await migrations.updateOne(
      { _id: STORED_PATHS_MIGRATION as never },
      { $set: { done: true, doneAt: new Date(), rewritten } },
      { upsert: true },
    );
    return rewritten;
  }

  /** Whether any record still shows this image, by its stored path or its absolute URL. */
  async isReferenced(id: string): Promise<boolean> {
    const forms = [imagePathOf(id), `${this.config.http.publicApiUrl}${imagePathOf(id)}`];
    for (const { collection, fields } of IMAGE_FIELDS) {
      const filter = { $or: fields.map((field) => ({ [field]: { $in: forms } })) };
      if (await this.collection(collection).findOne(filter, { projection: { _id: 1 } }))
        return true;
    }
    return false;
  }

  /** The ids of every image of this API some record shows. */
  async referencedIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    const imageUrl = { $regex: '/images/[a-f0-9]{24}$' };
    for (const { collection, fields } of IMAGE_FIELDS) {
      const projection = Object.fromEntries(fields.map((field) => [field, 1]));
      const records = this.collection(collection).find(
        { $or: fields.map((field) => ({ [field]: imageUrl })) },
        { projection },
      );
      for await (const record of records) {
        for (const url of this.urlsOf(record, fields)) {
          const id = imageIdOf(url, this.config.http.publicApiUrl);
          if (id) ids.add(id);
        }
      }
    }
    return ids;
  }

  /**
   * Records written before paths were stored hold `${PUBLIC_API_URL}/images/<id>`; each becomes
   * `/images/<id>`. Answers how many records changed; a second run changes none.
   */
  async migrateAbsoluteUrls(): Promise<number> {
    const { publicApiUrl } = this.config.http;
    const absolute = { $regex: `^${escapeRegExp(publicApiUrl)}/images/[a-f0-9]{24}$` };
    let rewritten = 0;
    for (const { collection, fields } of IMAGE_FIELDS) {
      const records = await this.collection(collection)
        .find({ $or: fields.map((field) => ({ [field]: absolute })) })
        .toArray();
      for (const record of records) {
        const $set: Document = {};
        for (const field of fields) {
          const value = record[field];
          if (typeof value === 'string') $set[field] = toStoredImageRef(value, publicApiUrl);
          else if (Array.isArray(value))
            $set[field] = value.map((url) =>
              typeof url === 'string' ? toStoredImageRef(url, publicApiUrl) : url,
            );
        }
        await this.collection(collection).updateOne({ _id: record._id }, { $set });
        rewritten += 1;
      }
    }
    return rewritten;
  }

  private urlsOf(record: Document, fields: readonly string[]): string[] {
    return fields.flatMap((field) => {
      const value = record[field];
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((url) => typeof url === 'string') : [];
    });
  }

  private collection(name: string) {
    if (!this.connection.db) throw new Error('The database connection is not open');
    return this.connection.db.collection<Document>(name);
  }
}
