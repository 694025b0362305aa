import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { formatOrderReference } from '@threadline/contracts';
import { YearlySequence } from '../common/yearly-sequence';

/** Order references (common/yearly-sequence: one counter per year, unique under concurrency). */
@Injectable()
export class OrderReferencesService {
  private readonly sequence: YearlySequence;

  constructor(@InjectConnection() connection: Connection) {
    this.sequence = new YearlySequence(connection, 'orders');
  }

  async next(now: Date = new Date()): Promise<string> {
    const { year, seq } = await this.sequence.next(now);
    return formatOrderReference(year, seq);
  }
}
