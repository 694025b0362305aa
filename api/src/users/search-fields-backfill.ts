import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Model, Types } from 'mongoose';
import type { User } from './schemas/user.schema';
import { searchFieldsOf } from './user-search';

/** The record in `migrations` that says whether, and by whom, the backfill is being done. */
export const SEARCH_FIELDS_MIGRATION = 'users.searchFields';
/** Records read (and at most written) per round trip: each one is quick on any engine. */
export const BACKFILL_BATCH_SIZE = 500;
/** How long a process's claim on the backfill holds without a batch renewing it. */
const LEASE_MS = 120_000;

interface MigrationRecord {
  _id: string;
  done?: boolean;
  doneAt?: Date;
  owner?: string;
  leaseUntil?: Date;
  /** Records read so far by the current owner (for an operator watching it). */
  read?: number;
  updated?: number;
}

type Stored = { _id: Types.ObjectId; name?: string; email?: string; nameKey?: string };

export type BackfillOutcome =
  | { ran: false; reason: 'done' | 'elsewhere' | 'stopped' }
  | { ran: true; batches: number; read: number; updated: number; stopped: boolean };

/**
 * Gives the users' records written before the search fields existed their `searchTerms` and
 * `nameKey`. It never blocks the start: the repository runs it in the background after the API
 * answers. It reads the collection in batches of `batchSize` through one cursor in stored order
 * (no filter and no sort, which FerretDB answers batch by batch, where
 * `{ nameKey: { $exists: false } }` makes it decode every record before it answers at all),
 * and writes one unordered bulk per batch for the records that lack them.
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
  private async claim(progress: { read: number; updated: number }): Promise<boolean> {
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

  /** One pass over the collection (or nothing, when done or held elsewhere). */
  async run(signal?: AbortSignal): Promise<BackfillOutcome> {
    if (await this.isDone()) return { ran: false, reason: 'done' };
    const progress = { read: 0, updated: 0 };
    if (!(await this.claim(progress))) return { ran: false, reason: 'elsewhere' };
    const batchSize = this.options.batchSize ?? BACKFILL_BATCH_SIZE;
    const cursor = this.users.collection.find<Stored>(
      {},
      { projection: { _id: 1, name: 1, email: 1, nameKey: 1 }, batchSize },
    );
    let batches = 0;
    let batch: Stored[] = [];
    const writeBatch = async () => {
      const missing = batch.filter((user) => user.nameKey === undefined);
      batch = [];
      batches += 1;
      if (missing.length > 0) {
        const result = await this.users.collection.bulkWrite(
          missing.map(({ _id, name, email }) => ({
            updateOne: {
              filter: { _id, nameKey: { $exists: false } },
              update: { $set: searchFieldsOf(name ?? '', email ?? '') },
            },
          })),
          { ordered: false },
        );
        progress.updated += result.modifiedCount;
      }
      if (!(await this.claim(progress))) throw new LeaseLost();
      if (this.options.pauseMs) await sleep(this.options.pauseMs);
    };
    try {
      for await (const user of cursor) {
        if (signal?.aborted) {
          // Let another process (or the next start) take it up without waiting for the lease.
          await this.migrations.updateOne(
            { _id: SEARCH_FIELDS_MIGRATION, owner: this.owner },
            { $unset: { owner: '', leaseUntil: '' } },
          );
          return { ran: true, batches, ...progress, stopped: true };
        }
        batch.push(user);
        progress.read += 1;
        if (batch.length === batchSize) await writeBatch();
      }
      if (batch.length > 0) await writeBatch();
    } catch (error) {
      if (error instanceof LeaseLost) return { ran: false, reason: 'elsewhere' };
      throw error;
    } finally {
      await cursor.close();
    }
    await this.migrations.updateOne(
      { _id: SEARCH_FIELDS_MIGRATION, owner: this.owner },
      {
        $set: { done: true, doneAt: new Date(), ...progress },
        $unset: { owner: '', leaseUntil: '' },
      },
    );
    return { ran: true, batches, ...progress, stopped: false };
  }
}

class LeaseLost extends Error {}
