import type { QuoteCurrency } from '@threadline/contracts';

const MONEY_TEXT = /^\d{1,9}(\.\d{1,2})?$/;
const DECIMAL_TEXT = /^\d{1,9}(\.\d+)?$/;

/** Minor units as the team and the buyer read them: 1234 → "12.34". */
export const minorText = (minor: number) => (minor / 100).toFixed(2);

export const formatMoney = (minor: number, currency: QuoteCurrency) =>
  `${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** "12.34" → 1234; anything else NaN, which contracts' rules then name. */
export function minorOf(text: string): number {
  const trimmed = text.trim();
  if (!MONEY_TEXT.test(trimmed)) return Number.NaN;
  const [whole, cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** A consumption, a percentage or a count as typed; NaN when it is not a plain number. */
export const numberOf = (text: string) =>
  DECIMAL_TEXT.test(text.trim()) ? Number(text.trim()) : Number.NaN;

export const piecesText = (pieces: number) => `${pieces.toLocaleString('en-GB')} pcs`;
