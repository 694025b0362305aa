import {
  countOf,
  type QuoteCurrency,
  type QuoteOffer,
  type QuoteStatus,
} from '@threadline/contracts';
import { QUOTE_STATUS_LABELS } from '../quote-status-labels';

/** The merchandisers' words; buyers read contracts' BUYER_QUOTE_STATUS_LABELS instead. */
export const STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = QUOTE_STATUS_LABELS;

const DAY = 86_400_000;

export function formatMoney(amount: number, currency: QuoteCurrency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

export function formatOffer(offer: QuoteOffer): string {
  return `${formatMoney(offer.unitPrice, offer.currency)} per piece, ${countOf(offer.leadTimeDays, 'day')}`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

const days = (count: number) => countOf(count, 'day');

/** How long ago a request came in, in whole days: "today", "1 day ago", "12 days ago". */
export function formatAge(iso: string, now: Date = new Date()): string {
  const elapsed = Math.floor((now.getTime() - new Date(iso).getTime()) / DAY);
  if (Number.isNaN(elapsed)) return '';
  return elapsed <= 0 ? 'today' : `${days(elapsed)} ago`;
}

/** How far a needed-by date (YYYY-MM-DD, UTC) is: "in 12 days", "due today", "3 days overdue". */
export function formatDueIn(deadline: string, now: Date = new Date()): string {
  const due = Date.parse(`${deadline.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(due)) return '';
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const left = Math.round((due - today) / DAY);
  if (left === 0) return 'due today';
  return left > 0 ? `in ${days(left)}` : `${days(-left)} overdue`;
}
