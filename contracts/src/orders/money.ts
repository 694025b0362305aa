/**
 * Money in integer minor units (cents), with one rounding rule: a unit price is rounded to the
 * cent once, and every amount is a whole number of cents from there on (a line is the rounded
 * unit price times the pieces, a total the sum of the lines).
 */
// toPrecision first: 1.005 * 100 is 100.49999999999999 in binary, and is meant as 100.5.
export const toMinorUnits = (amount: number): number =>
  Math.round(Number((amount * 100).toPrecision(12)));

/** A line's amount in minor units. */
export const lineTotalMinor = (quantity: number, unitPrice: number): number =>
  quantity * toMinorUnits(unitPrice);

/** "12,345.60 USD": an amount in minor units as the emails and the board write it. */
export function formatMinorUnits(amountMinor: number, currency: string): string {
  const sign = amountMinor < 0 ? '-' : '';
  const cents = Math.abs(amountMinor);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(cents % 100).padStart(2, '0')} ${currency}`;
}
