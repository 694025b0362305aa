import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { formatQuoteReference } from '@threadline/contracts';
import { YearlySequence } from '../common/yearly-sequence';

/** Quote references (common/yearly-sequence: one counter per year, unique under concurrency). */
@Injectable()
export class QuoteReferencesService {
  private readonly sequence: YearlySequence;

  constructor(@InjectConnection() connection: Connection) {
    this.sequence = new YearlySequence(connection, 'quotes');
  }

  async next(now: Date = new Date()): Promise<string> {
    const { year, seq } = await this.sequence.next(now);
    return formatQuoteReference(year, seq);
  }
}
