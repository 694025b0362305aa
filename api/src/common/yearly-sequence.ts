import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from './mongo-errors';
import { SerialBatches } from './serial-batches';

interface CounterDoc {
  _id: string;
  seq: number;
}

/** Adds `count` to the counter `_id` (creating it at 0) and answers its new value. */
async function bump(
  counters: mongo.Collection<CounterDoc>,
  _id: string,
  count: number,
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const counter = await counters.findOneAndUpdate(
        { _id },
        { $inc: { seq: count } },
        { upsert: true, returnDocument: 'after' },
      );
      if (!counter) throw new Error(`The ${_id} counter did not answer`);
      return counter.seq;
    } catch (error) {
      // Two processes can both try to create a year's counter; one loses and tries again.
      if (!isDuplicateKeyError(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * A numbered sequence per year (quotes-2026, orders-2026), one document each in `counters`, bumped
 * by `_id` (the one filter FerretDB on SQLite hands to the database instead of scanning).
 *
 * FerretDB's `$inc` is not atomic: 200 concurrent bumps of one counter answered about ten distinct
 * numbers. So a process never bumps a counter concurrently with itself: a burst waits for the
 * write in flight, then takes its numbers together with one `$inc` of its size (SerialBatches).
 * On MongoDB `$inc` is atomic across processes too. The caller's unique index on its reference
 * stays the last word: should two processes on FerretDB ever get the same number, one insert fails
 * and takes the next.
 */
export class YearlySequence {
  private readonly counters: mongo.Collection<CounterDoc>;
  private readonly years = new Map<number, SerialBatches<void, number>>();

  constructor(
    connection: Connection,
    private readonly name: string,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.counters = connection.db.collection<CounterDoc>('counters');
  }

  /** The next number of the sequence for the year of `now`. */
  async next(now: Date): Promise<{ year: number; seq: number }> {
    const year = now.getUTCFullYear();
    return { year, seq: await this.batchesOf(year).add() };
  }

  private batchesOf(year: number): SerialBatches<void, number> {
    let batches = this.years.get(year);
    if (!batches) {
      const _id = `${this.name}-${year}`;
      batches = new SerialBatches(async (callers) => {
        const last = await bump(this.counters, _id, callers.length);
        return callers.map((_caller, index) => last - callers.length + 1 + index);
      });
      this.years.set(year, batches);
    }
    return batches;
  }
}
