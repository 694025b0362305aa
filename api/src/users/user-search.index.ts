import { Logger } from '@nestjs/common';
import type { Model, Types } from 'mongoose';
import type { User, UserRecordData } from './schemas/user.schema';
import { type CatalogEntry, catalogEntryOf, UserCatalog } from './user-catalog';
import type { UsersPageQuery } from './users-page.query';
import { DEFAULT_MAX_INDEXED_RECORDS } from '../config/users-search.config';

const RESULTS_KEPT = 32;
/** Beyond this many changed records, a re-read rebuilds the catalog instead of patching it. */
const PATCH_LIMIT = 2000;
/**
 * Records per round trip of the full read. Each batch must arrive within the connection's 2 s
 * socket limit (app.module.ts) on a busy machine too: FerretDB decodes every document of a batch
 * before it answers. At 2000 per batch, the first read of 100,000 records on a saturated machine
 * (a CI run beside the load benchmark) failed that way, answered 503 and started again from the
 * first record on the next request, for minutes.
 */
const READ_BATCH_SIZE = 500;

/** What a list does while the index is not read: see UserSearchIndex.whenRead. */
export type IndexState = 'ready' | 'loading' | 'database';

/** The record as the catalog keeps it, for comparing a re-read with what is held. */
function recordOf(user: UserRecordData): string {
  const { searchTerms: _terms, nameKey: _nameKey, ...record } = user;
  return JSON.stringify(record);
}

/**
 * GET /users answered from memory. FerretDB 1.24 on SQLite reads no index at all: it pushes only
 * an `_id` equality down to SQLite, and even that is a table scan, because the `_id` index is
 * built on `_ferretdb_sjson->"_id"` while the query compares `_ferretdb_sjson->'$._id'`
 * (internal/backends/sqlite). Every other filter decodes every document in Go. With 100k users
 * a search takes about 10 s and a lookup by `_id` up to 0.5 s. So on FerretDB
 * (USERS_SEARCH=auto) MemoryUsersRepository keeps the users' records here, in a UserCatalog
 * (user-catalog.ts), an inverted index of their search terms, and a page is answered from memory.
 *
 * Freshness: every write made through the repository updates the index at once; writes made
 * elsewhere (another API process, a script) appear after the next full re-read, which the server
 * does in the background after it starts (keepFresh) and every USERS_INDEX_REFRESH_SECONDS.
 *
 * Never in the way of the start: the first read runs in the background (about 20 s at 100,000
 * users on FerretDB). A list asked for meanwhile waits a moment for it (whenRead), and is refused
 * with a 503 "still loading" if it is not done, rather than sent to the database: on FerretDB that
 * query decodes every record (10 s at 100,000, past the 2 s bound), and each one abandoned there
 * kept running and slowed the read itself, so that it never finished. The database answers when
 * the read has failed (an outage: it answers or is down too) or the collection is too large. Bounded: a
 * collection of more than `maxRecords` users is not held at all (the read stops there, and the
 * database keeps answering), so the process stays within its memory whatever the data.
 */
export class UserSearchIndex {
  private readonly logger = new Logger(UserSearchIndex.name);
  private catalog = new UserCatalog();
  private readonly results = new Map<string, CatalogEntry[]>();
  private loaded = false;
  private rebuilding?: Promise<void>;
  /** Ids written while a re-read runs: re-applied on top of its snapshot. */
  private touchedDuringRebuild?: Set<string>;
  private refreshTimer?: NodeJS.Timeout;
  private closing = false;
  /** Set when the collection had more than maxRecords records at the last read. */
  private tooLarge = false;

  constructor(
    private readonly model: Model<User>,
    /** USERS_INDEX_REFRESH_SECONDS: how often keepFresh re-reads the collection (0: never). */
    private readonly refreshSeconds: number,
    /** USERS_INDEX_MAX_RECORDS: beyond this many users, the database answers. */
    private readonly maxRecords = DEFAULT_MAX_INDEXED_RECORDS,
  ) {}

  /** Whether the index answers (read, and within its bound). */
  get ready(): boolean {
    return this.loaded;
  }

  /** The first read, in the background, when nothing has started one (scripts, tests). */
  private loadInBackground(): void {
    if (this.loaded || this.rebuilding || this.tooLarge || this.closing) return;
    this.rebuild().catch((error: unknown) =>
      this.logger.warn(`The users index could not be read: ${String(error)}`),
    );
  }

  /**
   * The server's start (main.ts): reads the collection in the background, so the first GET /users
   * does not wait, then again every USERS_INDEX_REFRESH_SECONDS.
   */
  keepFresh(): void {
    const reread = () =>
      this.rebuild().catch((error: unknown) =>
        this.logger.warn(`The users index could not be read: ${String(error)}`),
      );
    void reread();
    if (this.refreshSeconds > 0) {
      this.refreshTimer = setInterval(reread, this.refreshSeconds * 1000);
      this.refreshTimer.unref();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.refreshTimer);
    await this.rebuilding?.catch(() => undefined);
  }

  /**
   * Waits up to `waitMs` for the read under way (starting one if none is): `ready` once the index
   * answers, `loading` while the read still runs, `database` when the index will not answer (more
   * than maxRecords users, a read that failed, or a shutdown).
   */
  async whenRead(waitMs: number): Promise<IndexState> {
    if (this.loaded) return 'ready';
    this.loadInBackground();
    const reading = this.rebuilding;
    if (!reading) return 'database';
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      reading.then(
        () => 'read',
        () => 'failed',
      ),
      new Promise<'waited'>((resolve) => {
        timer = setTimeout(resolve, waitMs, 'waited');
      }),
    ]);
    clearTimeout(timer);
    if (this.loaded) return 'ready';
    return waited === 'waited' ? 'loading' : 'database';
  }

  /** One page of records, in order, and the number of matches; undefined until it is read. */
  findPage(query: UsersPageQuery): { users: UserRecordData[]; total: number } | undefined {
    if (!this.loaded) {
      this.loadInBackground();
      return undefined;
    }
    const matches = this.matchesOf(query);
    const first = (query.page - 1) * query.limit;
    return {
      users: matches.slice(first, first + query.limit).map((user) => user.record),
      total: matches.length,
    };
  }

  /**
   * Every match of a query, in order. The catalog answers a search from its term index; the last
   * RESULTS_KEPT answers are kept until the next change, so paging through one search (or an
   * unfiltered list of every user) does the work once.
   */
  private matchesOf(query: UsersPageQuery): CatalogEntry[] {
    const key = JSON.stringify([query.search, query.role ?? '', query.sort, query.order]);
    const kept = this.results.get(key);
    if (kept) {
      // Most recently used last, so the first key is the one to drop.
      this.results.delete(key);
      this.results.set(key, kept);
      return kept;
    }
    const matches = this.catalog.match(query);
    this.results.set(key, matches);
    if (this.results.size > RESULTS_KEPT) this.results.delete(this.results.keys().next().value!);
    return matches;
  }

  /**
   * Every match of a query, in order, for the CSV export: references to the records this index
   * already holds, so the export adds no copy of them. Undefined until it is read.
   */
  entriesMatching(
    query: Omit<UsersPageQuery, 'page' | 'limit'>,
  ): readonly CatalogEntry[] | undefined {
    if (!this.loaded) {
      this.loadInBackground();
      return undefined;
    }
    return this.matchesOf({ ...query, page: 1, limit: 1 });
  }

  /** How many records name this uid as their inviter; undefined until it is read. */
  countReferredBy(uid: string): number | undefined {
    if (!this.loaded) {
      this.loadInBackground();
      return undefined;
    }
    return this.catalog.countReferredBy(uid);
  }

  /** After a write through the repository: re-reads that one record by `_id`. */
  async touch(id: Types.ObjectId | string): Promise<void> {
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

  /**
   * Reads every record. The first read fills a new catalog as the records arrive; later ones
   * patch the catalog with what changed (compared record by record), or rebuild it when much did.
   */
  private async readAll(): Promise<void> {
    if (this.tooLarge) {
      // One cheap count (collection metadata) before reading again what did not fit last time.
      if ((await this.model.estimatedDocumentCount().exec()) > this.maxRecords) return;
      this.tooLarge = false;
    }
    const touched = new Set<string>();
    this.touchedDuringRebuild = touched;
    try {
      const fresh = this.loaded ? undefined : new UserCatalog();
      const read: CatalogEntry[] = [];
      const changed: CatalogEntry[] = [];
      let count = 0;
      const cursor = this.model
        .find()
        .lean<UserRecordData>()
        .cursor({ batchSize: READ_BATCH_SIZE });
      for await (const user of cursor) {
        // Shutting down: a half-read collection is of no use, and waiting for it delays the exit.
        if (this.closing) return;
        if (++count > this.maxRecords) {
          this.giveUp();
          return;
        }
        if (fresh) {
          fresh.load(catalogEntryOf(user));
          continue;
        }
        const held = this.catalog.get(user._id.toHexString());
        if (held && recordOf(held.record) === recordOf(user)) {
          read.push(held);
        } else {
          const entry = catalogEntryOf(user);
          read.push(entry);
          changed.push(entry);
        }
      }
      if (fresh) {
        fresh.endLoad();
        this.catalog = fresh;
      } else {
        const stillThere = new Set(read.map((entry) => entry.id));
        const gone = [...this.catalog.ids()].filter((id) => !stillThere.has(id));
        if (changed.length + gone.length > PATCH_LIMIT) {
          this.catalog.replaceAll(read);
        } else {
          for (const id of gone) this.catalog.remove(id);
          for (const entry of changed) this.catalog.put(entry);
        }
      }
      this.results.clear();
      this.loaded = true;
    } finally {
      this.touchedDuringRebuild = undefined;
    }
    for (const id of touched) await this.refreshOne(id);
  }

  /** More records than the bound: drop what is held, and let the database answer. */
  private giveUp(): void {
    this.logger.warn(
      `More than ${this.maxRecords} users: GET /users asks the database, not the in-process index ` +
        '(USERS_INDEX_MAX_RECORDS)',
    );
    this.tooLarge = true;
    this.loaded = false;
    this.catalog = new UserCatalog();
    this.results.clear();
  }

  private async refreshOne(id: string): Promise<void> {
    if (!this.loaded) return;
    const user = await this.model.findById(id).lean<UserRecordData>().exec();
    if (user) this.catalog.put(catalogEntryOf(user));
    else this.catalog.remove(id);
    this.results.clear();
  }
}
