import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { formatQuoteReference } from '@threadline/contracts';
import { countersOf, nextYearlySequence } from '../common/yearly-sequence';

/** Quote references (common/yearly-sequence: one counter per year, unique under concurrency). */
@Injectable()
export class QuoteReferencesService {
  private readonly counters: ReturnType<typeof countersOf>;

  constructor(@InjectConnection() connection: Connection) {
    this.counters = countersOf(connection);
  }

  async next(now: Date = new Date()): Promise<string> {
    const { year, seq } = await nextYearlySequence(this.counters, 'quotes', now);
    return formatQuoteReference(year, seq);
  }
}
