import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { mongo } from 'mongoose';

/**
 * Who a stored file belongs to, as fields of its GridFS `metadata`: `{ quoteId }`,
 * `{ orderId }`, `{ uploadedBy }`, a style's `{ styleId }`. A file matches an owner when its
 * metadata holds every one of the owner's fields with that value.
 */
export type FileOwner = Readonly<Record<string, mongo.ObjectId | string>>;

/** A file's document in `<bucket>.files`, as GridFS writes it. */
export interface StoredFile<Metadata> {
  _id: mongo.ObjectId;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata?: Metadata;
}

/** An opened file: its document and a stream of its bytes. */
export interface OpenedFile<Metadata> extends StoredFile<Metadata> {
  stream: Readable;
}

/** What a quota counts: how many files an owner holds and how many bytes. */
export interface FileUsage {
  files: number;
  bytes: number;
}

/** What a quota asks of a bucket, whatever its files' metadata. */
export interface CountedFiles {
  usageOf(owner: FileOwner, extraFilter?: Record<string, unknown>): Promise<FileUsage>;
  find(id: mongo.ObjectId): Promise<unknown>;
}

/** The `metadata.<field>` filter that selects an owner's files. */
export function ownerFilter(owner: FileOwner): Record<string, mongo.ObjectId | string> {
  const entries = Object.entries(owner).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('A file owner names at least one field.');
  return Object.fromEntries(entries.map(([field, value]) => [`metadata.${field}`, value]));
}

/** Whether `metadata` holds each of the owner's fields with the owner's value. */
export function isOwnedBy(metadata: object | undefined, owner: FileOwner): boolean {
  if (!metadata) return false;
  const fields = metadata as Record<string, unknown>;
  return Object.entries(owner).every(([field, expected]) => {
    const actual = fields[field];
    if (expected instanceof mongo.ObjectId)
      return actual instanceof mongo.ObjectId && actual.equals(expected);
    return actual === expected;
  });
}

/**
 * One GridFS bucket, read and written by owner. The bucket's name and its documents' shape are
 * those the data already has (`images`, `quoteAttachments`), so existing files and backups keep
 * working; what is stored about a file is the caller's `metadata`.
 */
export class FileBucket<Metadata extends object> implements CountedFiles {
  private readonly bucket: mongo.GridFSBucket;
  /** `<name>.files`, for the questions GridFS has no method for (quotas, ownership). */
  readonly files: mongo.Collection<StoredFile<Metadata>>;

  constructor(
    db: mongo.Db,
    readonly name: string,
  ) {
    this.bucket = new mongo.GridFSBucket(db, { bucketName: name });
    this.files = db.collection<StoredFile<Metadata>>(`${name}.files`);
  }

  /** Writes the bytes under `fileName` with `metadata`; answers the new file's id. */
  async store(
    bytes: Buffer,
    { fileName, metadata, id = new mongo.ObjectId() }: StoreOptions<Metadata>,
  ): Promise<mongo.ObjectId> {
    const upload = this.bucket.openUploadStreamWithId(id, fileName, { metadata });
    upload.end(bytes);
    await finished(upload);
    return id;
  }

  find(id: mongo.ObjectId): Promise<StoredFile<Metadata> | null> {
    return this.files.findOne({ _id: id }) as Promise<StoredFile<Metadata> | null>;
  }

  /** The file when it is the owner's; undefined for another's file as for none at all. */
  async findOwned(id: mongo.ObjectId, owner: FileOwner): Promise<StoredFile<Metadata> | undefined> {
    const file = await this.find(id);
    return file && isOwnedBy(file.metadata, owner) ? file : undefined;
  }

  /**
   * The file and its bytes when it is the owner's, or passes `owns` (a rule finer than equal
   * fields); without either, whoever's it is (a public image).
   */
  async open(
    id: mongo.ObjectId,
    owns?: FileOwner | ((metadata: Metadata) => boolean),
  ): Promise<OpenedFile<Metadata> | undefined> {
    const file = await this.find(id);
    if (!file) return undefined;
    if (
      typeof owns === 'function'
        ? !file.metadata || !owns(file.metadata)
        : owns && !isOwnedBy(file.metadata, owns)
    )
      return undefined;
    return { ...file, stream: this.bucket.openDownloadStream(id) };
  }

  /** The bytes of a file, read as the stream is (a missing file errors the stream). */
  stream(id: mongo.ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  /** The owner's files, oldest first. */
  listByOwner(owner: FileOwner): Promise<StoredFile<Metadata>[]> {
    return this.files
      .find(ownerFilter(owner), { sort: { uploadDate: 1, _id: 1 } })
      .toArray() as Promise<StoredFile<Metadata>[]>;
  }

  /** What the owner's files hold, for a quota. */
  async usageOf(owner: FileOwner, extraFilter: Record<string, unknown> = {}): Promise<FileUsage> {
    const files = await this.files
      .find({ ...ownerFilter(owner), ...extraFilter }, { projection: { length: 1 } })
      .toArray();
    return {
      files: files.length,
      bytes: files.reduce((sum, file) => sum + (Number(file.length) || 0), 0),
    };
  }

  /** Answers false when there was no such file. */
  async delete(id: mongo.ObjectId): Promise<boolean> {
    try {
      await this.bucket.delete(id);
      return true;
    } catch (error) {
      if (error instanceof mongo.MongoRuntimeError && /not found/i.test(error.message))
        return false;
      throw error;
    }
  }

  /** Removes every file of the owner (its bytes with it); answers how many. */
  async deleteByOwner(owner: FileOwner): Promise<number> {
    let removed = 0;
    for (const file of await this.listByOwner(owner)) if (await this.delete(file._id)) removed += 1;
    return removed;
  }

  /**
   * Gives a file to `owner` when none of `unlessOwnedBy` is set on it yet; answers whether it
   * did. The condition is one update, so of two callers racing for one file, one wins.
   */
  async assignOwner(
    id: mongo.ObjectId,
    owner: FileOwner,
    unlessOwnedBy: readonly string[],
  ): Promise<boolean> {
    const unowned = Object.fromEntries(
      unlessOwnedBy.map((field) => [`metadata.${field}`, { $exists: false }]),
    );
    const result = await this.files.updateOne(
      { _id: id, ...unowned },
      { $set: ownerFilter(owner) },
    );
    return result.modifiedCount === 1;
  }

  /** Takes the given owner fields off a file: it belongs to nobody again. */
  async clearOwner(id: mongo.ObjectId, fields: readonly string[]): Promise<void> {
    const unset = Object.fromEntries(fields.map((field) => [`metadata.${field}`, '']));
    await this.files.updateOne({ _id: id }, {
      $unset: unset,
    } as mongo.UpdateFilter<StoredFile<Metadata>>);
  }

  /** Ids of the files stored before this moment (the clean-up's candidates). */
  async idsUploadedBefore(moment: Date): Promise<mongo.ObjectId[]> {
    const files = await this.files
      .find({ uploadDate: { $lt: moment } }, { projection: { _id: 1 } })
      .toArray();
    return files.map((file) => file._id);
  }
}

export interface StoreOptions<Metadata> {
  fileName: string;
  metadata: Metadata;
  /** An id chosen beforehand (a quota place is claimed for it before the bytes are written). */
  id?: mongo.ObjectId;
}
