import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { OrderMessages } from '@threadline/contracts';

export const ROUND_NUMBER = /^[1-9]\d{0,5}$/;

/** `:round` of a sample milestone: 1, 2, …; anything else names no round (404, not 400). */
@Injectable()
export class RoundNumberPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global ValidationPipe may already have made the `number` parameter a number.
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !ROUND_NUMBER.test(text))
      throw new NotFoundException(OrderMessages.roundNotFound);
    return Number(text);
  }
}
