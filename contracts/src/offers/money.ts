/**
 * Money in integer minor units (cents), and the one rounding rule of the offers: an exact
 * fraction of a cent is rounded half up (away from zero at exactly one half), once per figure a
 * person reads. It is the rule of the orders' `toMinorUnits` and of a spreadsheet's ROUND, so a
 * buyer or an accountant re-doing a sheet by hand gets the same cents. Banker's rounding would
 * only pay off over long chains of roundings, and no figure here is rounded twice.
 */

/** `numerator / denominator` rounded half up to a whole number (both as integers). */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/**
 * A decimal figure (a consumption of 1.35 m, a wastage of 3.5 %) as an exact integer count of
 * 10^-places, or undefined when it has more decimals than that or is not a finite number.
 */
export function toScaled(value: number, places: number): bigint | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const scaled = Number((value * 10 ** places).toPrecision(15));
  if (!Number.isSafeInteger(scaled)) return undefined;
  return BigInt(scaled);
}

export const isMinorAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
