import { countOf, type QuoteCurrency } from '@threadline/contracts';
import { renderEmail } from './email-layout';
import type { QuoteForEmail, SubjectedEmail } from './quote-emails';

/**
 * The emails about an offer of lines (issue 37): to the buyer when it is revised and 3 days
 * before it expires. Each shows what the buyer's own offer view shows (the version, its total,
 * price, lead time and date), never a costing figure: the payload is built from the offer alone.
 */
export interface OfferEmailFacts {
  version: number;
  reason?: string;
  currency: QuoteCurrency;
  totalMinor: number;
  unitPrice: number;
  leadTimeDays: number;
  validUntil: string;
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

const factsOf = (quote: QuoteForEmail, offer: OfferEmailFacts): [string, string][] => [
  ['Reference', quote.reference],
  ['Offer version', `v${offer.version}`],
  ['Total at your quantities', money(offer.totalMinor, offer.currency)],
  ['Average unit price', `${offer.unitPrice.toFixed(2)} ${offer.currency}`],
  ['Lead time', countOf(offer.leadTimeDays, 'day')],
  ['Valid until', offer.validUntil],
];

export async function offerRevisedEmail(
  quote: QuoteForEmail,
  offer: OfferEmailFacts,
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: `Version ${offer.version} of the offer for ${quote.reference}`,
    heading: `We revised our offer for ${quote.reference}`,
    paragraphs: [
      `Hello ${quote.name},`,
      `Our offer is now at version ${offer.version}. The earlier versions stay on your request's page.`,
    ],
    facts: factsOf(quote, offer),
    quote: offer.reason,
    action: { label: 'Read the offer', href: link },
    footnote: 'You receive this because you requested a quote on Threadline.',
    unsubscribeHref,
  });
  return {
    subject: `The offer for your quote request ${quote.reference} was revised (v${offer.version})`,
    ...rendered,
  };
}

export async function offerExpiringEmail(
  quote: QuoteForEmail,
  offer: OfferEmailFacts,
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: `The offer for ${quote.reference} holds until ${offer.validUntil}`,
    heading: `Your offer for ${quote.reference} expires on ${offer.validUntil}`,
    paragraphs: [
      `Hello ${quote.name},`,
      `Our offer holds until the end of ${offer.validUntil} (UTC). Accept it before then, or ask us for a new one.`,
    ],
    facts: factsOf(quote, offer),
    action: { label: 'Read the offer', href: link },
    footnote: 'You receive this because you requested a quote on Threadline.',
    unsubscribeHref,
  });
  return {
    subject: `The offer for your quote request ${quote.reference} expires on ${offer.validUntil}`,
    ...rendered,
  };
}
