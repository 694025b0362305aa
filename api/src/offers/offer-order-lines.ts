import { ConflictException, Injectable } from '@nestjs/common';
import type { OrderLine } from '@threadline/contracts';
import { orderLinesOf } from '@threadline/contracts/offers';
import { linesViewOf } from '../quotes/schemas/quote-lines';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import { OfferStore } from './offer-store';

/**
 * What the orders module asks of an offer of lines when a quote is accepted (issue 37): the
 * order's lines at the current version's price breaks, each with its pinned style version or
 * quick line, its colour × size pieces, its unit price and total, and the order's total. A
 * request without a sent offer of lines answers undefined (the order keeps today's one price).
 */
@Injectable()
export class OfferOrderLines {
  constructor(private readonly store: OfferStore) {}

  /** 409 naming each rule broken (a MOQ, a line under its first price break), before commit. */
  async linesFor(
    quote: QuoteRequestData,
  ): Promise<{ lines: OrderLine[]; totalMinor: number } | undefined> {
    const offer = await this.store.offerOf(quote._id);
    if (!offer?.sentAt) return undefined;
    const made = orderLinesOf(linesViewOf(quote), offer.lines);
    if ('refusals' in made) throw new ConflictException(made.refusals.join('; '));
    return made;
  }
}
