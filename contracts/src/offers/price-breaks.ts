/** An offer's price breaks (quantity tiers) and its minimum order quantities. */

import { OfferMessages } from './messages';

export interface PriceBreak {
  /** The tier applies from this many pieces of the line. */
  minQuantity: number;
  unitPriceMinor: number;
}

/** Why a set of tiers cannot be offered, or undefined when it can. */
export function priceBreaksRefusal(tiers: readonly PriceBreak[]): string | undefined {
  if (tiers.length === 0) return OfferMessages.tiersEmpty;
  const valid = tiers.every(
    (tier) =>
      Number.isSafeInteger(tier.minQuantity) &&
      tier.minQuantity >= 1 &&
      Number.isSafeInteger(tier.unitPriceMinor) &&
      tier.unitPriceMinor >= 0,
  );
  if (!valid) return OfferMessages.tierInvalid;
  for (let i = 1; i < tiers.length; i += 1) {
    if (tiers[i].minQuantity <= tiers[i - 1].minQuantity) return OfferMessages.tiersNotAscending;
    if (tiers[i].unitPriceMinor > tiers[i - 1].unitPriceMinor) return OfferMessages.tiersPriceRises;
  }
  return undefined;
}

/**
 * The tier a quantity falls in: the one with the largest minimum at or under it (a tier from
 * 500 pcs applies at 500 exactly). Undefined under the first tier.
 */
export function tierFor(tiers: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  let found: PriceBreak | undefined;
  for (const tier of tiers) if (tier.minQuantity <= quantity) found = tier;
  return found;
}

export interface ColourwayQuantity {
  colour: string;
  quantity: number;
}

export interface MinimumOrder {
  /** The style's name as the buyer reads it. */
  style: string;
  perStyle: number;
  perColourway: number;
}

/** Every MOQ a line breaks, each naming its rule; empty when the line may be ordered. */
export function moqRefusals(
  minimum: MinimumOrder,
  colourways: readonly ColourwayQuantity[],
): string[] {
  const total = colourways.reduce((sum, colourway) => sum + colourway.quantity, 0);
  const refusals: string[] = [];
  if (total < minimum.perStyle)
    refusals.push(OfferMessages.moqPerStyle(minimum.style, total, minimum.perStyle));
  for (const colourway of colourways)
    if (colourway.quantity < minimum.perColourway)
      refusals.push(
        OfferMessages.moqPerColourway(
          minimum.style,
          colourway.colour,
          colourway.quantity,
          minimum.perColourway,
        ),
      );
  return refusals;
}

/** A line at its tier's price: quantity × the tier's unit price. */
export function linePriceOf(
  tiers: readonly PriceBreak[],
  quantity: number,
): { tier: PriceBreak; totalMinor: number } | undefined {
  const tier = tierFor(tiers, quantity);
  return tier ? { tier, totalMinor: tier.unitPriceMinor * quantity } : undefined;
}
