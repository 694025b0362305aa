import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model, Types } from 'mongoose';
import type { UserRole, UserSortField } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { User, type UserRecordData } from './schemas/user.schema';
import { normalizeText, searchTermsOf } from './user-search';
import type { UsersPageQuery } from './users-page.query';

/** A record as GET /users sends it, with the keys the list filters and sorts by. */
interface IndexedUser {
  id: string;
  record: UserRecordData;
  role: UserRole;
  nameKey: string;
  email: string;
  createdAt: number;
  /** The search terms, each after a newline: one `includes('\n' + search)` tests them all. */
  terms: string;
}

function toIndexed(user: UserRecordData): IndexedUser {
  const { searchTerms: _terms, nameKey: _nameKey, ...record } = user;
  return {
    id: user._id.toHexString(),
    record,
    role: user.role,
    nameKey: normalizeText(user.name ?? ''),
    email: user.email ?? '',
    createdAt: user.createdAt instanceof Date ? user.createdAt.getTime() : 0,
    terms: `\n${searchTermsOf(user.name ?? '', user.email ?? '').join('\n')}`,
  };
}

const RESULTS_KEPT = 32;

const SORT_KEY: Record<UserSortField, (user: IndexedUser) => string | number> = {
  name: (user) => user.nameKey,
  email: (user) => user.email,
  role: (user) => user.role,
  createdAt: (user) => user.createdAt,
};

/** Ascending by the key, then by id: the same order as the database's `{ key, _id }` sort. */
function compareBy(field: UserSortField) {
  const key = SORT_KEY[field];
  return (a: IndexedUser, b: IndexedUser) => {
    const [left, right] = [key(a), key(b)];
    if (left !== right) return left < right ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/**
 * GET /users answered from memory. FerretDB 1.24 on SQLite reads no index at all: it pushes only
 * an `_id` equality down to SQLite, and even that is a table scan, because the `_id` index is
 * built on `_ferretdb_sjson->"_id"` while the query compares `_ferretdb_sjson->'$._id'`
 * (internal/backends/sqlite). Every other filter decodes every document in Go. With 100k users
 * a search takes about 10 s and a lookup by `_id` up to 0.5 s. So on FerretDB
 * (USERS_SEARCH=auto) this process keeps the users' records, and a page is answered from memory.
 *
 * Freshness: every write made through UsersService updates the index at once; writes made
 * elsewhere (another API process, a script) appear after the next full re-read, which the server
 * does at start (keepFresh) and every USERS_INDEX_REFRESH_SECONDS. Without keepFresh (scripts,
 * tests) the first query reads the collection.
 */
@Injectable()
export class UserSearchIndex implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UserSearchIndex.name);
  private active = false;
  private users = new Map<string, IndexedUser>();
  private readonly sorted = new Map<UserSortField, IndexedUser[]>();
  private readonly results = new Map<string, IndexedUser[]>();
  private loaded = false;
  private rebuilding?: Promise<void>;
  /** Ids written while a re-read runs: re-applied on top of its snapshot. */
  private touchedDuringRebuild?: Set<string>;
  private refreshTimer?: NodeJS.Timeout;
  private closing = false;

  constructor(
    @InjectModel(User.name) private readonly model: Model<User>,
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  /** True when GET /users is answered from this index rather than by the database. */
  get isActive(): boolean {
    return this.active;
  }

  async onModuleInit(): Promise<void> {
    const { mode } = this.config.usersSearch;
    this.active = mode === 'memory' || (mode === 'auto' && (await this.isFerretDb()));
  }

  /**
   * The server's start (main.ts): reads the collection in the background, so the first GET /users
   * does not wait, then again every USERS_INDEX_REFRESH_SECONDS.
   */
  keepFresh(): void {
    if (!this.active) return;
    const reread = () =>
      this.rebuild().catch((error: unknown) =>
        this.logger.warn(`The users index could not be read: ${String(error)}`),
      );
    void reread();
    const { refreshSeconds } = this.config.usersSearch;
    if (refreshSeconds > 0) {
      this.refreshTimer = setInterval(reread, refreshSeconds * 1000);
      this.refreshTimer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearInterval(this.refreshTimer);
    await this.rebuilding?.catch(() => undefined);
  }

  /** One page of records, in order, and the number of matches. */
  async findPage(query: UsersPageQuery): Promise<{ users: UserRecordData[]; total: number }> {
    if (!this.loaded) await this.rebuild();
    const matches = this.matchesOf(query);
    const first = (query.page - 1) * query.limit;
    return {
      users: matches.slice(first, first + query.limit).map((user) => user.record),
      total: matches.length,
    };
  }

  /**
   * Every match of a search, in order. Scanning 100k entries costs a few tens of milliseconds, so
   * the last RESULTS_KEPT answers are kept until the next change: paging through one search
   * scans once.
   */
  private matchesOf(query: UsersPageQuery): IndexedUser[] {
    const key = JSON.stringify([query.search, query.role ?? '', query.sort, query.order]);
    const kept = this.results.get(key);
    if (kept) {
      // Most recently used last, so the first key is the one to drop.
      this.results.delete(key);
      this.results.set(key, kept);
      return kept;
    }
    const users = this.sortedBy(query.sort);
    const descending = query.order === 'desc';
    // Terms never hold a newline (normalizeText folds whitespace), so this is a prefix test.
    const needle = `\n${query.search}`;
    const matches: IndexedUser[] = [];
    for (let i = 0; i < users.length; i += 1) {
      const user = users[descending ? users.length - 1 - i : i];
      if (query.role && user.role !== query.role) continue;
      if (query.search && !user.terms.includes(needle)) continue;
      matches.push(user);
    }
    this.results.set(key, matches);
    if (this.results.size > RESULTS_KEPT) this.results.delete(this.results.keys().next().value!);
    return matches;
  }

  /** How many records name this uid as their inviter. */
  async countReferredBy(uid: string): Promise<number> {
    if (!this.loaded) await this.rebuild();
    let count = 0;
    for (const user of this.users.values()) if (user.record.referredBy === uid) count += 1;
    return count;
  }

  /** After a write through UsersService: re-reads that one record by `_id`. */
  async touch(id: Types.ObjectId | string): Promise<void> {
    if (!this.active) return;
    const key = String(id);
    this.touchedDuringRebuild?.add(key);
    await this.refreshOne(key);
  }

  /** Re-reads the whole collection; concurrent callers share one re-read. */
  rebuild(): Promise<void> {
    this.rebuilding ??= this.readAll().finally(() => {
      this.rebuilding = undefined;
    });
    return this.rebuilding;
  }

  private async readAll(): Promise<void> {
    const touched = new Set<string>();
    this.touchedDuringRebuild = touched;
    try {
      const next = new Map<string, IndexedUser>();
      const cursor = this.model.find().lean<UserRecordData>().cursor({ batchSize: 2000 });
      for await (const user of cursor) {
        // Shutting down: a half-read collection is of no use, and waiting for it delays the exit.
        if (this.closing) return;
        const indexed = toIndexed(user as UserRecordData);
        next.set(indexed.id, indexed);
      }
      this.users = next;
      this.forgetDerived();
      this.loaded = true;
    } finally {
      this.touchedDuringRebuild = undefined;
    }
    for (const id of touched) await this.refreshOne(id);
  }

  private async refreshOne(id: string): Promise<void> {
    const user = await this.model.findById(id).lean<UserRecordData>().exec();
    if (user) this.users.set(id, toIndexed(user));
    else this.users.delete(id);
    this.forgetDerived();
  }

  private forgetDerived(): void {
    this.sorted.clear();
    this.results.clear();
  }

  private sortedBy(field: UserSortField): IndexedUser[] {
    let users = this.sorted.get(field);
    if (!users) {
      users = [...this.users.values()].sort(compareBy(field));
      this.sorted.set(field, users);
    }
    return users;
  }

  private async isFerretDb(): Promise<boolean> {
    try {
      const info = await this.connection.db?.admin().command({ buildInfo: 1 });
      return typeof info?.ferretdbVersion === 'string';
    } catch {
      return false;
    }
  }
}
