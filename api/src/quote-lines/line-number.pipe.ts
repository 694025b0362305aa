import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { QUOTE_LINES_MAX, QuoteLineMessages } from '@threadline/contracts';

const LINE_NUMBER = /^[1-9]\d?$/;

/** `:line` of a request: 1 to 20, as a person counts them; anything else names no line (404). */
@Injectable()
export class LineNumberPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !LINE_NUMBER.test(text) || Number(text) > QUOTE_LINES_MAX)
      throw new NotFoundException(QuoteLineMessages.lineNotFound);
    return Number(text);
  }
}
