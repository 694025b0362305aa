import { BadRequestException } from '@nestjs/common';
import {
  OfferMessages,
  priceBreaksRefusal,
  type OfferInput,
  type OfferView,
  type OfferVersionView,
} from '@threadline/contracts/offers';
import { storedLinesOf } from '../quotes/schemas/quote-lines';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import type { QuoteOfferRecord } from './offer-records';
import type { QuoteOfferSummary } from './offer-store';
import { isExpired, lineTermsOf } from './offer-views';

const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/**
 * The rules an offer's terms keep, saved or revised: one entry per request line, each once, the
 * breaks in order (the message names the line), and a valid-until day today or later.
 */
export function checkOffer(quote: QuoteRequestData, input: OfferInput, now: Date): void {
  const count = storedLinesOf(quote).length;
  const numbers = input.lines.map((line) => line.line);
  const outside = numbers.find((line) => line < 1 || line > count);
  if (outside !== undefined)
    throw new BadRequestException([OfferMessages.lineUnknown(outside, count)]);
  if (new Set(numbers).size !== numbers.length || numbers.length !== count)
    throw new BadRequestException([OfferMessages.offerLinesIncomplete]);
  const refusals = input.lines.flatMap((line) => {
    const refusal = priceBreaksRefusal(line.tiers);
    return refusal ? [`Line ${line.line}: ${refusal}`] : [];
  });
  if (refusals.length > 0) throw new BadRequestException(refusals);
  if (!isCalendarDay(input.validUntil) || isExpired(input.validUntil, now))
    throw new BadRequestException([OfferMessages.validUntilInvalid]);
}

/** The terms as stored: each field copied by name, the lines in order. */
export const termsOf = (input: OfferInput) => ({
  currency: input.currency,
  validUntil: input.validUntil,
  lines: [...input.lines].sort((a, b) => a.line - b.line).map(lineTermsOf),
});

/**
 * The one unit price the request's offer (and the order accepted from it today) carries: the
 * priced lines' total over their pieces, to the cent half up; the first tier's price when no line
 * reaches its first break.
 */
export function averageUnitPrice(view: OfferVersionView | OfferView): number {
  const priced = view.lines.filter((line) => line.totalMinor !== null);
  const pieces = priced.reduce((sum, line) => sum + line.quantity, 0);
  const minor =
    pieces > 0
      ? Math.round(view.totalMinor / pieces)
      : (view.lines[0]?.tiers[0]?.unitPriceMinor ?? 0);
  return minor / 100;
}

/** The request's `offer` summary a version makes: its price, currency, longest lead and date. */
export function summaryOf(
  offer: Pick<QuoteOfferRecord, 'currency' | 'validUntil' | 'lines'>,
  view: OfferVersionView | OfferView,
): QuoteOfferSummary {
  return {
    unitPrice: averageUnitPrice(view),
    currency: offer.currency,
    leadTimeDays: Math.max(...offer.lines.map((line) => line.productionLeadTimeDays)),
    validUntil: offer.validUntil,
  };
}
