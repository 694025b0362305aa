import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { OrderMessages, SAMPLE_ROUND_PATTERN } from '@threadline/contracts';

/** `:round` of a sample milestone: 1, 2, …; anything else names no round (404, not 400). */
@Injectable()
export class RoundNumberPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global ValidationPipe may already have made the `number` parameter a number.
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !SAMPLE_ROUND_PATTERN.test(text))
      throw new NotFoundException(OrderMessages.roundNotFound);
    return Number(text);
  }
}
