import type { OrderLine } from '../orders/order';
import type { QuoteLine } from '../styles/request-views';
import { OfferMessages } from './messages';
import { ANY_COLOUR, offeredLineOf } from './offered-line';
import { linePriceOf, moqRefusals, type PriceBreak } from './price-breaks';

/** A quick line without a size breakdown (or one that does not add up) is one column. */
export const ALL_SIZES = 'All sizes';

/** What an order line is priced from: the offer's terms for that request line. */
export interface LineTerms {
  line: number;
  tiers: PriceBreak[];
  moqPerStyle: number;
  moqPerColourway: number;
}

/**
 * The order line a request line makes at the offer's terms, or the rules it breaks: under the
 * first price break (no price), or under a MOQ (each named as `moqRefusals` words it). The line's
 * total is the tier's unit price × its pieces, exact in minor units.
 */
export function orderLineOf(
  quoteLine: QuoteLine,
  terms: LineTerms,
): { line: OrderLine } | { refusals: string[] } {
  const asked = offeredLineOf(quoteLine);
  const priced = linePriceOf(terms.tiers, asked.quantity);
  const refusals = [
    ...(priced
      ? []
      : [
          `Line ${terms.line}: ${OfferMessages.belowFirstTier(asked.quantity, terms.tiers[0]?.minQuantity ?? 1)}`,
        ]),
    ...moqRefusals(
      { style: asked.label, perStyle: terms.moqPerStyle, perColourway: terms.moqPerColourway },
      asked.colourways,
    ),
  ];
  if (!priced || refusals.length > 0) return { refusals };
  const unitPriceMinor = priced.tier.unitPriceMinor;
  const base = {
    line: terms.line,
    label: asked.label,
    quantity: asked.quantity,
    unitPriceMinor,
    totalMinor: unitPriceMinor * asked.quantity,
  };
  if (quoteLine.type === 'style')
    return {
      line: {
        ...base,
        type: 'style',
        styleId: quoteLine.styleId,
        versionId: quoteLine.versionId,
        version: quoteLine.version,
        colourways: [...quoteLine.colourways],
        sizes: [...quoteLine.sizes],
        quantities: quoteLine.quantities.map((row) => [...row]),
      },
    };
  const sizes = Object.entries(quoteLine.sizes ?? {});
  const broken = sizes.length > 0 && sizes.reduce((sum, [, n]) => sum + n, 0) === asked.quantity;
  return {
    line: {
      ...base,
      type: 'quick',
      colourways: [quoteLine.colour ?? ANY_COLOUR],
      sizes: broken ? sizes.map(([size]) => size) : [ALL_SIZES],
      quantities: [broken ? sizes.map(([, n]) => n) : [asked.quantity]],
    },
  };
}

/** The order's lines at the offer's terms, with their total; or every rule a line breaks. */
export function orderLinesOf(
  quoteLines: QuoteLine[],
  terms: LineTerms[],
): { lines: OrderLine[]; totalMinor: number } | { refusals: string[] } {
  const lines: OrderLine[] = [];
  const refusals: string[] = [];
  for (const entry of [...terms].sort((a, b) => a.line - b.line)) {
    const quoteLine = quoteLines[entry.line - 1];
    if (!quoteLine) continue;
    const made = orderLineOf(quoteLine, entry);
    if ('refusals' in made) refusals.push(...made.refusals);
    else lines.push(made.line);
  }
  if (refusals.length > 0) return { refusals };
  return { lines, totalMinor: lines.reduce((sum, line) => sum + line.totalMinor, 0) };
}
