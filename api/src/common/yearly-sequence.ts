import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from './mongo-errors';

interface CounterDoc {
  _id: string;
  seq: number;
}

/** The `counters` collection, where each yearly sequence (quotes-2026, orders-2026) is one document. */
export function countersOf(connection: Connection): mongo.Collection<CounterDoc> {
  if (!connection.db) throw new Error('The database connection is not open');
  return connection.db.collection<CounterDoc>('counters');
}

/**
 * The next number of `name`'s sequence for the year of `now`: one counter document per year,
 * bumped with an atomic $inc by `_id` (the one filter FerretDB on SQLite hands to the database
 * instead of scanning). The caller's unique index on its reference is the last word: should two
 * callers ever get the same number, one insert fails and takes the next.
 */
export async function nextYearlySequence(
  counters: mongo.Collection<CounterDoc>,
  name: string,
  now: Date,
): Promise<{ year: number; seq: number }> {
  const year = now.getUTCFullYear();
  const _id = `${name}-${year}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const counter = await counters.findOneAndUpdate(
        { _id },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      if (!counter) throw new Error(`The ${_id} counter did not answer`);
      return { year, seq: counter.seq };
    } catch (error) {
      // Two first requests of a year can both try to create the counter; one loses and retries.
      if (!isDuplicateKeyError(error) || attempt >= 5) throw error;
    }
  }
}
