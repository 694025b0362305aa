import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Model, Types } from 'mongoose';
import type { UserRole } from '@threadline/contracts';
import type { User, UserRecordData } from './schemas/user.schema';
import { DatabaseUsersRepository } from './database-users.repository';
import { UserSearchIndex } from './user-search.index';
import type { UsersPageQuery } from './users-page.query';
import { LIST_WAIT_MS, UsersListLoadingException } from './users-list-loading';
import type { UsersExportQuery } from './users.repository';

/**
 * For FerretDB (USERS_SEARCH=auto there, or memory): writes and single-record reads go to the
 * database as in DatabaseUsersRepository, and each write re-reads its record into the in-process
 * index (user-search.index.ts), which answers the list, the export and the referral count.
 */
@Injectable()
export class MemoryUsersRepository extends DatabaseUsersRepository implements OnModuleDestroy {
  private readonly index: UserSearchIndex;

  constructor(users: Model<User>, refreshSeconds: number, maxRecords?: number) {
    super(users);
    this.index = new UserSearchIndex(users, refreshSeconds, maxRecords);
  }

  // The search-field backfill still runs (in the background, DatabaseUsersRepository). The
  // database answers the list past USERS_INDEX_MAX_RECORDS, or when the index's read failed.

  /** Whether the list is answered from memory (read, and within USERS_INDEX_MAX_RECORDS). */
  get indexReady(): boolean {
    return this.index.ready;
  }

  override async onModuleDestroy(): Promise<void> {
    await this.index.close();
    await super.onModuleDestroy();
  }

  /** Refuses the list (503, Retry-After) while the index's first read runs past LIST_WAIT_MS. */
  override async listReady(): Promise<void> {
    if ((await this.index.whenRead(LIST_WAIT_MS)) === 'loading')
      throw new UsersListLoadingException();
  }

  override async findPage(
    query: UsersPageQuery,
  ): Promise<{ users: UserRecordData[]; total: number }> {
    await this.listReady();
    return this.index.findPage(query) ?? super.findPage(query);
  }

  /** References to the records the index already holds: the export adds no copy of them. */
  override async *streamMatches(query: UsersExportQuery): AsyncGenerator<UserRecordData> {
    await this.listReady();
    const entries = this.index.entriesMatching(query);
    if (!entries) {
      yield* super.streamMatches(query);
      return;
    }
    for (const entry of entries) yield entry.record;
  }

  /** Counting in the database would decode every record (FerretDB). */
  override async countReferredBy(uid: string): Promise<number> {
    return this.index.countReferredBy(uid) ?? super.countReferredBy(uid);
  }

  override async upsertByUid(
    uid: string,
    set: Partial<User>,
    setOnInsert: Partial<User> & { _id: Types.ObjectId },
  ): Promise<UserRecordData | null> {
    const before = await super.upsertByUid(uid, set, setOnInsert);
    if (!before) await this.index.touch(setOnInsert._id);
    else if ((Object.keys(set) as (keyof User)[]).some((field) => before[field] !== set[field]))
      await this.index.touch(before._id);
    return before;
  }

  override async updateFields(id: Types.ObjectId, fields: Partial<User>): Promise<void> {
    await super.updateFields(id, fields);
    await this.index.touch(id);
  }

  override async setRole(id: Types.ObjectId, role: UserRole): Promise<number> {
    const changed = await super.setRole(id, role);
    await this.index.touch(id);
    return changed;
  }

  override async deleteById(id: Types.ObjectId): Promise<number> {
    const deleted = await super.deleteById(id);
    await this.index.touch(id);
    return deleted;
  }

  override async recordChanged(id: Types.ObjectId): Promise<void> {
    await this.index.touch(id);
  }

  override keepFresh(): void {
    this.index.keepFresh();
  }

  override reread(): Promise<void> {
    return this.index.rebuild();
  }
}
