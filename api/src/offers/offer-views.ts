import {
  linePriceOf,
  moqRefusals,
  offeredLineOf,
  type LineOfferInput,
  type OfferLineView,
  type OfferView,
} from '@threadline/contracts/offers';
import { linesViewOf } from '../quotes/schemas/quote-lines';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import type { QuoteOfferRecord } from './offer-records';

/** Today in UTC, YYYY-MM-DD: an offer holds to the end of its valid-until day. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export const isExpired = (validUntil: string, now: Date) => validUntil < todayOf(now);

/** Each field copied by name: the view is built up, never cut down from a record. */
export const lineTermsOf = (line: LineOfferInput): LineOfferInput => ({
  line: line.line,
  tiers: line.tiers.map((tier) => ({
    minQuantity: tier.minQuantity,
    unitPriceMinor: tier.unitPriceMinor,
  })),
  moqPerStyle: line.moqPerStyle,
  moqPerColourway: line.moqPerColourway,
  sampleCostMinor: line.sampleCostMinor,
  sampleLeadTimeDays: line.sampleLeadTimeDays,
  productionLeadTimeDays: line.productionLeadTimeDays,
});

/** The offer as the buyer reads it: tiers, MOQ, the price at their quantities and the totals. */
export function offerViewOf(
  quote: QuoteRequestData,
  offer: QuoteOfferRecord,
  now: Date,
): OfferView {
  const requestLines = linesViewOf(quote);
  const lines = [...offer.lines]
    .sort((a, b) => a.line - b.line)
    .flatMap((terms): OfferLineView[] => {
      const stored = requestLines[terms.line - 1];
      if (!stored) return [];
      const asked = offeredLineOf(stored);
      const priced = linePriceOf(terms.tiers, asked.quantity);
      return [
        {
          ...lineTermsOf(terms),
          label: asked.label,
          quantity: asked.quantity,
          colourways: asked.colourways,
          unitPriceMinor: priced?.tier.unitPriceMinor ?? null,
          totalMinor: priced?.totalMinor ?? null,
          moqRefusals: moqRefusals(
            {
              style: asked.label,
              perStyle: terms.moqPerStyle,
              perColourway: terms.moqPerColourway,
            },
            asked.colourways,
          ),
        },
      ];
    });
  return {
    reference: quote.reference,
    currency: offer.currency,
    validUntil: offer.validUntil,
    sentAt: offer.sentAt ? offer.sentAt.toISOString() : null,
    expired: isExpired(offer.validUntil, now),
    lines,
    totalMinor: lines.reduce((sum, line) => sum + (line.totalMinor ?? 0), 0),
  };
}
