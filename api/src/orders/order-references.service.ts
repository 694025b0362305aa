import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { formatOrderReference } from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';

interface CounterDoc {
  _id: string;
  seq: number;
}

/**
 * The quote references' approach (quote-references.service.ts): one counter per year bumped
 * by `_id`, and the unique index on `reference` as the last word, with a retry on a repeat.
 */
@Injectable()
export class OrderReferencesService {
  private readonly counters: mongo.Collection<CounterDoc>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.counters = connection.db.collection<CounterDoc>('counters');
  }

  async next(now: Date = new Date()): Promise<string> {
    const year = now.getUTCFullYear();
    const _id = `orders-${year}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const counter = await this.counters.findOneAndUpdate(
          { _id },
          { $inc: { seq: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
        if (!counter) throw new Error(`The ${_id} counter did not answer`);
        return formatOrderReference(year, counter.seq);
      } catch (error) {
        // Two first orders of a year can both try to create the counter; one loses and retries.
        if (!isDuplicateKeyError(error) || attempt >= 5) throw error;
      }
    }
  }
}
