import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { formatQuoteReference } from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';

interface CounterDoc {
  _id: string;
  seq: number;
}

/**
 * One counter document per year, bumped with an atomic $inc by `_id` (the one filter FerretDB on
 * SQLite hands to the database instead of scanning). The unique index on `reference` is the last
 * word: should two callers ever get the same number, one insert fails and takes the next.
 */
@Injectable()
export class QuoteReferencesService {
  private readonly counters: mongo.Collection<CounterDoc>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.counters = connection.db.collection<CounterDoc>('counters');
  }

  async next(now: Date = new Date()): Promise<string> {
    const year = now.getUTCFullYear();
    const _id = `quotes-${year}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const counter = await this.counters.findOneAndUpdate(
          { _id },
          { $inc: { seq: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
        if (!counter) throw new Error(`The ${_id} counter did not answer`);
        return formatQuoteReference(year, counter.seq);
      } catch (error) {
        // Two first requests of a year can both try to create the counter; one loses and retries.
        if (!isDuplicateKeyError(error) || attempt >= 5) throw error;
      }
    }
  }
}
