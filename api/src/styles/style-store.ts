import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Types } from 'mongoose';
import {
  STYLE_COLLECTIONS,
  numberIdOf,
  versionIdOf,
  type StyleHeadRecord,
  type StyleLibraryEntry,
  type StyleLibraryRecord,
  type StyleNumberRecord,
  type StyleVersionRecord,
} from './schemas/style-records';
import { StyleLibraryIndex } from './style-library-index';

/** The style library's documents, one method per question, every read by `_id`. */
@Injectable()
export class StyleStore {
  /**
   * Writes to one member's library document run one at a time in this process: FerretDB's
   * update is a read and a write, so two at once could each drop the other's entry.
   */
  private readonly libraryWrites = new Map<string, Promise<unknown>>();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly index: StyleLibraryIndex,
  ) {}

  private collection<T extends object>(name: string) {
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    return db.collection<T>(name);
  }

  private get heads() {
    return this.collection<StyleHeadRecord>(STYLE_COLLECTIONS.heads);
  }
  private get versions() {
    return this.collection<StyleVersionRecord>(STYLE_COLLECTIONS.versions);
  }
  private get numbers() {
    return this.collection<StyleNumberRecord>(STYLE_COLLECTIONS.numbers);
  }
  private get libraries() {
    return this.collection<StyleLibraryRecord>(STYLE_COLLECTIONS.libraries);
  }

  head(id: Types.ObjectId): Promise<StyleHeadRecord | null> {
    return this.heads.findOne({ _id: id });
  }

  version(styleId: Types.ObjectId, version: number): Promise<StyleVersionRecord | null> {
    return this.versions.findOne({ _id: versionIdOf(styleId, version) });
  }

  /** Takes a style number for a member; a duplicate key (409) when it is already theirs. */
  async claimNumber(ownerUid: string, styleNumber: string, styleId: Types.ObjectId): Promise<void> {
    await this.numbers.insertOne({ _id: numberIdOf(ownerUid, styleNumber), styleId });
  }

  async releaseNumber(ownerUid: string, styleNumber: string, styleId: Types.ObjectId) {
    await this.numbers.deleteOne({ _id: numberIdOf(ownerUid, styleNumber), styleId });
  }

  /** A new version; a duplicate key when another save wrote this number first. */
  async insertVersion(version: StyleVersionRecord): Promise<void> {
    await this.versions.insertOne(version);
  }

  async insertHead(head: StyleHeadRecord): Promise<void> {
    await this.heads.insertOne(head);
  }

  /** Moves the head from `from` to the version just written; false when another save moved it. */
  async advanceHead(
    id: Types.ObjectId,
    from: number,
    change: Pick<StyleHeadRecord, 'styleNumber' | 'name' | 'season' | 'categoryKey' | 'updatedAt'>,
    entry: StyleHeadRecord['history'][number],
  ): Promise<boolean> {
    const result = await this.heads.updateOne(
      { _id: id, latestVersion: from },
      { $set: { ...change, latestVersion: entry.version }, $push: { history: entry } },
    );
    return result.modifiedCount === 1;
  }

  /** Writes a style's list entry into its owner's library, and bumps it in the index. */
  putEntry(ownerUid: string, styleId: Types.ObjectId, entry: StyleLibraryEntry): Promise<void> {
    return this.writeLibrary(ownerUid, () =>
      this.libraries.updateOne(
        { _id: ownerUid },
        { $set: { [`entries.${styleId.toHexString()}`]: entry } },
        { upsert: true },
      ),
    );
  }

  /** Takes a (trashed) style's entry out of its owner's library, and bumps it in the index. */
  removeEntry(ownerUid: string, styleId: Types.ObjectId): Promise<void> {
    return this.writeLibrary(ownerUid, () =>
      this.libraries.updateOne(
        { _id: ownerUid },
        { $unset: { [`entries.${styleId.toHexString()}`]: '' } },
      ),
    );
  }

  private writeLibrary(ownerUid: string, update: () => Promise<unknown>): Promise<void> {
    const previous = this.libraryWrites.get(ownerUid) ?? Promise.resolve();
    const write = previous
      .catch(() => undefined)
      .then(update)
      .then(() => this.index.bump(ownerUid));
    this.libraryWrites.set(ownerUid, write);
    return write.finally(() => {
      if (this.libraryWrites.get(ownerUid) === write) this.libraryWrites.delete(ownerUid);
    });
  }

  library(ownerUid: string): Promise<StyleLibraryRecord | null> {
    return this.libraries.findOne({ _id: ownerUid });
  }
}
