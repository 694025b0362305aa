import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { StyleMessages } from '@threadline/contracts';

const VERSION_NUMBER = /^[1-9]\d{0,5}$/;

/** `:version` of a style: 1, 2, …; anything else names no version (404, not 400). */
@Injectable()
export class VersionNumberPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !VERSION_NUMBER.test(text))
      throw new NotFoundException(StyleMessages.versionNotFound);
    return Number(text);
  }
}
