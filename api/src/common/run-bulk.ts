import { HttpException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { BulkRowResult } from '@threadline/contracts';

/** The text of a refusal: the exception's message, or its first field message. */
function refusalOf(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : error.message;
}

/**
 * Applies one bulk action to each record in turn (each checked, audited and written as its own
 * request would be), and reports each: a 4xx the single route would answer becomes that row's
 * refusal, and the next row goes on. Anything else (an outage) stops the batch as a 5xx; the rows
 * done so far stay done and audited. An id named twice is applied once.
 */
export async function runBulk(
  ids: readonly string[],
  apply: (id: Types.ObjectId) => Promise<Omit<BulkRowResult, 'id'>>,
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const id of new Set(ids)) {
    try {
      results.push({ id, ...(await apply(new Types.ObjectId(id))) });
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      results.push({ id, outcome: 'refused', message: refusalOf(error) });
    }
  }
  return results;
}
