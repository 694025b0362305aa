/**
 * Counts in words, the one place the apps and the API pluralise: "1 unread conversation",
 * "3 unread conversations", "0 days". English only: the plural is the singular plus "s" unless
 * given.
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/**
 * The count and its noun, the count grouped in thousands: `countOf(1, 'day')` is "1 day",
 * `countOf(2, 'day')` "2 days", `countOf(1200, 'piece')` "1,200 pieces".
 */
export const countOf = (count: number, singular: string, plural?: string): string =>
  `${count.toLocaleString('en-US')} ${pluralize(count, singular, plural)}`;

/** Pieces as quantities are written on the board, the order and the emails: "1 pc", "1,200 pcs". */
export const piecesOf = (count: number): string => countOf(count, 'pc', 'pcs');
