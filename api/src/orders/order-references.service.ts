import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { formatOrderReference } from '@threadline/contracts';
import { countersOf, nextYearlySequence } from '../common/yearly-sequence';

/** Order references (common/yearly-sequence: one counter per year, unique under concurrency). */
@Injectable()
export class OrderReferencesService {
  private readonly counters: ReturnType<typeof countersOf>;

  constructor(@InjectConnection() connection: Connection) {
    this.counters = countersOf(connection);
  }

  async next(now: Date = new Date()): Promise<string> {
    const { year, seq } = await nextYearlySequence(this.counters, 'orders', now);
    return formatOrderReference(year, seq);
  }
}
