import type { QuoteCurrency, QuoteOffer, QuoteStatus } from '@threadline/contracts';

export const STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

export function formatMoney(amount: number, currency: QuoteCurrency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

export function formatOffer(offer: QuoteOffer): string {
  return `${formatMoney(offer.unitPrice, offer.currency)} per piece, ${offer.leadTimeDays} days`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
