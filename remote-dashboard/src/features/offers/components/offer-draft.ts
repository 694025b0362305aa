import type { QuoteCurrency } from '@threadline/contracts';
import {
  OfferMessages,
  priceBreaksRefusal,
  type LineOfferInput,
  type OfferInput,
  type OfferView,
} from '@threadline/contracts/offers';
import { minorOf, minorText } from './offer-format';

export interface TierDraft {
  minQuantity: string;
  price: string;
}

/** One line's offer as typed. */
export interface LineOfferDraft {
  tiers: TierDraft[];
  moqPerStyle: string;
  moqPerColourway: string;
  sampleCost: string;
  sampleLeadTimeDays: string;
  productionLeadTimeDays: string;
}

export interface OfferDraft {
  currency: QuoteCurrency;
  validUntil: string;
  lines: LineOfferDraft[];
}

const wholeOf = (text: string) =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

export const NEW_TIER: TierDraft = { minQuantity: '', price: '' };

const newLine = (): LineOfferDraft => ({
  tiers: [{ ...NEW_TIER }],
  moqPerStyle: '0',
  moqPerColourway: '0',
  sampleCost: '0.00',
  sampleLeadTimeDays: '14',
  productionLeadTimeDays: '60',
});

/** The saved offer as a draft, or a new one: one tier per line, 30 days' validity. */
export function offerDraftOf(
  saved: OfferView | null,
  lineCount: number,
  currency: QuoteCurrency,
  today: string,
): OfferDraft {
  if (saved)
    return {
      currency: saved.currency,
      validUntil: saved.validUntil,
      lines: saved.lines.map((line) => ({
        tiers: line.tiers.map((tier) => ({
          minQuantity: String(tier.minQuantity),
          price: minorText(tier.unitPriceMinor),
        })),
        moqPerStyle: String(line.moqPerStyle),
        moqPerColourway: String(line.moqPerColourway),
        sampleCost: minorText(line.sampleCostMinor),
        sampleLeadTimeDays: String(line.sampleLeadTimeDays),
        productionLeadTimeDays: String(line.productionLeadTimeDays),
      })),
    };
  const validUntil = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { currency, validUntil, lines: Array.from({ length: lineCount }, newLine) };
}

export function lineOfferOf(draft: LineOfferDraft, line: number): LineOfferInput {
  return {
    line,
    tiers: draft.tiers.map((tier) => ({
      minQuantity: wholeOf(tier.minQuantity),
      unitPriceMinor: minorOf(tier.price),
    })),
    moqPerStyle: wholeOf(draft.moqPerStyle),
    moqPerColourway: wholeOf(draft.moqPerColourway),
    sampleCostMinor: minorOf(draft.sampleCost),
    sampleLeadTimeDays: wholeOf(draft.sampleLeadTimeDays),
    productionLeadTimeDays: wholeOf(draft.productionLeadTimeDays),
  };
}

export const offerOf = (draft: OfferDraft): OfferInput => ({
  currency: draft.currency,
  validUntil: draft.validUntil,
  lines: draft.lines.map((line, index) => lineOfferOf(line, index + 1)),
});

/** What stops a line's offer, in contracts' words; empty when it may be saved. */
export function lineOfferProblems(offer: LineOfferInput): string[] {
  const problems: string[] = [];
  const tiers = priceBreaksRefusal(offer.tiers);
  if (tiers) problems.push(tiers);
  if (Number.isNaN(offer.moqPerStyle)) problems.push(OfferMessages.moqInvalid('MOQ per style'));
  if (Number.isNaN(offer.moqPerColourway))
    problems.push(OfferMessages.moqInvalid('MOQ per colourway'));
  if (Number.isNaN(offer.sampleCostMinor))
    problems.push(OfferMessages.amountInvalid('Sample cost'));
  for (const [days, label] of [
    [offer.sampleLeadTimeDays, 'Sample lead time'],
    [offer.productionLeadTimeDays, 'Production lead time'],
  ] as const)
    if (Number.isNaN(days) || days < 1) problems.push(OfferMessages.leadTimeInvalid(label));
  return problems;
}
