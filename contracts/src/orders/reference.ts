/** The order's reference and where its page lives. */

/** The dashboard page of one order, for its buyer and the admins (email links open it). */
export const orderPagePath = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;

/** `O-<year>-<4 or more digits>`. */
export const ORDER_REFERENCE_PATTERN = /^O-\d{4}-\d{4,}$/;

export function formatOrderReference(year: number, sequence: number): string {
  return `O-${year}-${String(sequence).padStart(4, '0')}`;
}
