import {
  linePriceOf,
  moqRefusals,
  offeredLineOf,
  type LineOfferInput,
  type OfferLineView,
  type OfferVersionView,
  type OfferView,
} from '@threadline/contracts/offers';
import { linesViewOf } from '../quotes/schemas/quote-lines';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import { versionOf, type OfferVersionRecord, type QuoteOfferRecord } from './offer-records';

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

/** One version's terms, the current one's or an earlier one's. */
type VersionTerms = Pick<QuoteOfferRecord, 'currency' | 'validUntil' | 'lines' | 'sentAt'> & {
  version: number;
  reason: string | null;
};

/**
 * The offer as the buyer reads it: tiers, MOQ, the price at their quantities and the totals, for
 * the current version, and each earlier version (`history`, oldest first) the same way.
 */
export function offerViewOf(
  quote: QuoteRequestData,
  offer: QuoteOfferRecord,
  now: Date,
  earlier: OfferVersionRecord[] = [],
): OfferView {
  const current = versionViewOf(
    quote,
    { ...offer, version: versionOf(offer), reason: offer.reason ?? null },
    now,
  );
  return { ...current, history: earlier.map((version) => versionViewOf(quote, version, now)) };
}

function versionViewOf(quote: QuoteRequestData, offer: VersionTerms, now: Date): OfferVersionView {
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
    version: offer.version,
    reason: offer.reason,
    currency: offer.currency,
    validUntil: offer.validUntil,
    sentAt: offer.sentAt ? offer.sentAt.toISOString() : null,
    expired: isExpired(offer.validUntil, now),
    lines,
    totalMinor: lines.reduce((sum, line) => sum + (line.totalMinor ?? 0), 0),
  };
}
