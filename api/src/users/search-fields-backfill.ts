import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Model, Types } from 'mongoose';
import type { User } from './schemas/user.schema';
import { searchFieldsOf } from './user-search';

/** The record in `migrations` that says whether, and by whom, the backfill is being done. */
export const SEARCH_FIELDS_MIGRATION = 'users.searchFields';
/** Records read (and at most written) per round trip: each one is quick on any engine. */
export const BACKFILL_BATCH_SIZE = 500;
/**
 * Updates per write command. FerretDB runs a command's updates one by one, each its own SQLite
 * transaction (10 ms on an idle machine, far more while the disk is busy): 50, then 10, in one
 * command passed the 2 s database bound on this loaded machine (load average 26).
 */
const WRITE_CHUNK = 5;
/**
 * A write that timed out is tried again after 1, 2, 4, 8 and 16 s (a busy moment), then the pass
 * stops; the next start takes it up again.
 */
const WRITE_ATTEMPTS = 6;
/** Cursors opened again in a row without a batch done before the pass stops. */
const READ_ATTEMPTS = 5;
/** How long a process's claim on the backfill holds without a batch renewing it. */
const LEASE_MS = 120_000;

interface MigrationRecord {
  _id: string;
  done?: boolean;
  doneAt?: Date;
  owner?: string;
  leaseUntil?: Date;
  /** Records read and updated so far (for an operator watching it). */
  read?: number;
  updated?: number;
  /** The last record done: a pass goes on after it. */
  after?: Types.ObjectId;
}

type Stored = { _id: Types.ObjectId; name?: string; email?: string; nameKey?: string };

export type BackfillOutcome =
  | { ran: false; reason: 'done' | 'elsewhere' | 'stopped' }
  | { ran: true; batches: number; read: number; updated: number; stopped: boolean };

/**
 * Gives the users' records written before the search fields existed their `searchTerms` and
 * `nameKey`. It never blocks the start: the repository runs it in the background after the API
 * answers. It reads the collection in batches of `batchSize` in `_id` order (no other filter:
 * `{ nameKey: { $exists: false } }` makes FerretDB decode every record before it answers at all),
 * and writes the records that lack them a few at a time; the last `_id` done is recorded with each
 * batch, so a lost cursor or a restart goes on from there.
 *
 * Across replicas: one process at a time holds a lease on the `migrations` record, renewed at each
 * batch; the others skip. Each update is conditional on the field still being absent and sets
 * values that follow from name and email, so a batch done twice (a lease lost mid-batch) changes
 * nothing. When a pass ends the record says `done`, and every later start reads only that record.
 * A database that is empty when the API first starts on it needs no backfill at all.
 */
export class SearchFieldsBackfill {
  private readonly owner = randomUUID();

  constructor(
    private readonly users: Model<User>,
    private readonly options: { batchSize?: number; pauseMs?: number } = {},
  ) {}

  private get migrations() {
    return this.users.db.collection<MigrationRecord>('migrations');
  }

  /** At start, before anything writes: no user yet means no record can lack the fields. */
  async markDoneIfEmpty(): Promise<void> {
    const any = await this.users.collection.findOne({}, { projection: { _id: 1 } });
    if (any) return;
    await this.migrations.updateOne(
      { _id: SEARCH_FIELDS_MIGRATION },
      { $set: { done: true, doneAt: new Date() }, $unset: { owner: '', leaseUntil: '' } },
      { upsert: true },
    );
  }

  async isDone(): Promise<boolean> {
    const record = await this.migrations.findOne({ _id: SEARCH_FIELDS_MIGRATION });
    return record?.done === true;
  }

  /** Takes (or renews) the lease; false when the pass is done or another process holds it. */
  private async claim(progress: {
    read: number;
    updated: number;
    after?: Types.ObjectId;
  }): Promise<boolean> {
    const now = new Date();
    try {
      const claimed = await this.migrations.findOneAndUpdate(
        {
          _id: SEARCH_FIELDS_MIGRATION,
          done: { $ne: true },
          $or: [{ owner: this.owner }, { leaseUntil: { $lt: now } }, { owner: { $exists: false } }],
        },
        {
          $set: {
            owner: this.owner,
            leaseUntil: new Date(now.getTime() + LEASE_MS),
            read: progress.read,
            updated: progress.updated,
            ...(progress.after ? { after: progress.after } : {}),
          },
        },
        { upsert: true, returnDocument: 'after' },
      );
      return claimed !== null;
    } catch (error) {
      // The upsert met the record it did not match: done, or leased to another process.
      if ((error as { code?: unknown }).code === 11000) return false;
      throw error;
    }
  }

  /** The search fields of these records, where they still lack them; answers how many changed. */
  private async write(users: Stored[], signal?: AbortSignal): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.users.collection.bulkWrite(
          users.map(({ _id, name, email }) => ({
            updateOne: {
              filter: { _id, nameKey: { $exists: false } },
              update: { $set: searchFieldsOf(name ?? '', email ?? '') },
            },
          })),
          { ordered: false },
        );
        return result.modifiedCount;
      } catch (error) {
        // Conditional and idempotent: a retry after a write that did land changes nothing.
        if (attempt >= WRITE_ATTEMPTS || signal?.aborted) throw error;
        // A shutdown does not wait out the pause (rejects with an AbortError).
        await sleep(1000 * 2 ** (attempt - 1), undefined, { signal });
      }
    }
  }

  /** One pass over the collection (or nothing, when done or held elsewhere). */
  async run(signal?: AbortSignal): Promise<BackfillOutcome> {
    const record = await this.migrations.findOne({ _id: SEARCH_FIELDS_MIGRATION });
    if (record?.done === true) return { ran: false, reason: 'done' };
    const progress = { read: 0, updated: 0, after: record?.after };
    if (!(await this.claim(progress))) return { ran: false, reason: 'elsewhere' };
    const batchSize = this.options.batchSize ?? BACKFILL_BATCH_SIZE;
    let batches = 0;
    let batch: Stored[] = [];
    const writeBatch = async () => {
      const missing = batch.filter((user) => user.nameKey === undefined);
      for (let at = 0; at < missing.length; at += WRITE_CHUNK)
        progress.updated += await this.write(missing.slice(at, at + WRITE_CHUNK), signal);
      progress.read += batch.length;
      progress.after = batch.at(-1)?._id ?? progress.after;
      batch = [];
      batches += 1;
      if (!(await this.claim(progress))) throw new LeaseLost();
      if (this.options.pauseMs) await sleep(this.options.pauseMs, undefined, { signal });
    };
    /** A shutdown: another process (or the next start) goes on without waiting for the lease. */
    const stopped = async (): Promise<BackfillOutcome> => {
      await this.migrations
        .updateOne(
          { _id: SEARCH_FIELDS_MIGRATION, owner: this.owner },
          { $unset: { owner: '', leaseUntil: '' } },
        )
        .catch(() => undefined);
      const { read, updated } = progress;
      return { ran: true, batches, read, updated, stopped: true };
    };
    // In `_id` order, so a pass goes on after the last record written: after a lost cursor
    // (FerretDB drops one whose connection a timeout closed), or on the next start.
    let failures = 0;
    for (;;) {
      const cursor = this.users.collection
        .find<Stored>(progress.after ? { _id: { $gt: progress.after } } : {}, {
          projection: { _id: 1, name: 1, email: 1, nameKey: 1 },
          batchSize,
        })
        .sort({ _id: 1 });
      const batchesBefore = batches;
      try {
        for await (const user of cursor) {
          if (signal?.aborted) return await stopped();
          batch.push(user);
          if (batch.length === batchSize) await writeBatch();
        }
        if (batch.length > 0) await writeBatch();
        break;
      } catch (error) {
        if (error instanceof LeaseLost) return { ran: false, reason: 'elsewhere' };
        if (signal?.aborted) return await stopped();
        failures = batches > batchesBefore ? 1 : failures + 1;
        if (failures >= READ_ATTEMPTS) throw error;
        batch = [];
        await sleep(1000 * 2 ** (failures - 1), undefined, { signal });
      } finally {
        await cursor.close().catch(() => undefined);
      }
    }
    await this.migrations.updateOne(
      { _id: SEARCH_FIELDS_MIGRATION, owner: this.owner },
      {
        $set: { done: true, doneAt: new Date(), read: progress.read, updated: progress.updated },
        $unset: { owner: '', leaseUntil: '' },
      },
    );
    return { ran: true, batches, read: progress.read, updated: progress.updated, stopped: false };
  }
}

class LeaseLost extends Error {}
