import {
  countOf,
  piecesOf as pieces,
  type QuoteCurrency,
  type QuoteStatus,
} from '@threadline/contracts';
import { renderEmail, type RenderedEmail } from './email-layout';

/** What the quote emails show of a request. */
export interface QuoteForEmail {
  reference: string;
  name: string;
  email: string;
  company?: string;
  phone?: string;
  categoryKey: string;
  kind: string;
  quantity: number;
  /** Stored as a list (see the quote request schema). */
  sizes?: { size: string; quantity: number }[];
  targetUnitPrice?: number;
  currency?: QuoteCurrency;
  deadline: Date;
  details: string;
  status: QuoteStatus;
  offer?: {
    unitPrice: number;
    currency: QuoteCurrency;
    leadTimeDays: number;
    /** An offer of lines' date (api/src/offers): the email says until when it holds. */
    validUntil?: string;
  };
}

export interface SubjectedEmail extends RenderedEmail {
  subject: string;
}

const STATUS_WORDS: Record<QuoteStatus, { label: string; sentence: string }> = {
  new: { label: 'received', sentence: 'Your request has been received.' },
  reviewing: {
    label: 'under review',
    sentence: 'Our team is reviewing your request and will come back to you shortly.',
  },
  quoted: { label: 'quoted', sentence: 'We have prepared a quote for your request.' },
  won: { label: 'accepted', sentence: 'Your order is confirmed. Thank you for choosing us.' },
  lost: {
    label: 'declined',
    sentence: 'This request has been closed. We would be glad to help with another one.',
  },
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const KIND_WORDS: Record<string, string> = { bulk: 'Bulk order', sample: 'Samples' };

/** Everything the buyer sent, as they sent it, the category by its title. */
export function requestFacts(quote: QuoteForEmail, categoryTitle: string): [string, string][] {
  const facts: [string, string][] = [
    ['Reference', quote.reference],
    ['Category', categoryTitle],
    ['Request type', KIND_WORDS[quote.kind] ?? quote.kind],
    ['Quantity', pieces(quote.quantity)],
  ];
  if (quote.sizes?.length)
    facts.push([
      'Sizes',
      quote.sizes.map((entry) => `${entry.size}: ${pieces(entry.quantity)}`).join(', '),
    ]);
  if (quote.targetUnitPrice !== undefined)
    facts.push([
      'Target unit price',
      `${quote.targetUnitPrice.toFixed(2)} ${quote.currency ?? ''}`.trim(),
    ]);
  facts.push(['Needed by', day(quote.deadline)]);
  if (quote.company) facts.push(['Company', quote.company]);
  if (quote.phone) facts.push(['Phone', quote.phone]);
  return facts;
}

/** The team's summary of a new request, linking to it in the dashboard. */
export async function quoteReceivedTeamEmail(
  quote: QuoteForEmail,
  link: string,
  categoryTitle: string,
): Promise<SubjectedEmail> {
  const [reference, ...request] = requestFacts(quote, categoryTitle);
  const rendered = await renderEmail({
    preview: `${pieces(quote.quantity)} of ${categoryTitle}, needed by ${day(quote.deadline)}`,
    heading: `New quote request ${quote.reference}`,
    paragraphs: [`${quote.name}${quote.company ? ` (${quote.company})` : ''} asks for a quote.`],
    facts: [reference, ['From', `${quote.name} <${quote.email}>`], ...request],
    quote: quote.details,
    action: { label: 'Open the request', href: link },
    footnote: 'You receive this as a member of the Threadline sales team.',
  });
  return { subject: `New quote request ${quote.reference}`, ...rendered };
}

/** The requester's confirmation: always sent (it carries the reference they asked for). */
export async function quoteReceivedRequesterEmail(
  quote: QuoteForEmail,
  link: string,
  categoryTitle: string,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: `Your reference is ${quote.reference}`,
    heading: 'We have received your quote request',
    paragraphs: [
      `Thank you, ${quote.name}. Our sales team will review your request and reply within one business day.`,
      'Keep the reference below for any question about this request. This is what you sent us:',
    ],
    facts: requestFacts(quote, categoryTitle),
    quote: quote.details,
    action: { label: 'Follow your request', href: link },
    footnote: 'You receive this because you requested a quote on Threadline.',
  });
  return { subject: `We received your quote request ${quote.reference}`, ...rendered };
}

/** The requester is told of a move; `quoted` shows the price and lead time. */
export async function quoteStatusEmail(
  quote: QuoteForEmail,
  status: QuoteStatus,
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const words = STATUS_WORDS[status];
  const facts: [string, string][] = [['Reference', quote.reference]];
  if (status === 'quoted' && quote.offer) {
    facts.push(
      ['Unit price', `${quote.offer.unitPrice.toFixed(2)} ${quote.offer.currency}`],
      ['Quantity', String(quote.quantity)],
      ['Lead time', countOf(quote.offer.leadTimeDays, 'day')],
    );
    if (quote.offer.validUntil) facts.push(['Offer valid until', quote.offer.validUntil]);
  }
  const rendered = await renderEmail({
    preview: `${quote.reference} is ${words.label}`,
    heading: `Your request ${quote.reference} is ${words.label}`,
    paragraphs: [`Hello ${quote.name},`, words.sentence],
    facts,
    action: { label: 'View your request', href: link },
    footnote: 'You receive this because you requested a quote on Threadline.',
    unsubscribeHref,
  });
  return { subject: `Your quote request ${quote.reference} is ${words.label}`, ...rendered };
}

/** A new message in a request's thread, for the other side. */
export async function threadMessageEmail(
  quote: QuoteForEmail,
  message: { side: 'buyer' | 'team'; kind?: 'counter'; authorName: string; text: string },
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const toTeam = message.side === 'buyer';
  if (message.kind === 'counter') return counterProposalEmail(quote, message, link);
  const rendered = await renderEmail({
    preview: message.text.slice(0, 90),
    heading: toTeam
      ? `${quote.name} wrote about ${quote.reference}`
      : `A new message about your request ${quote.reference}`,
    paragraphs: [
      toTeam
        ? `${message.authorName} wrote in the conversation on ${quote.reference}.`
        : `Hello ${quote.name}, our team wrote to you about your request.`,
    ],
    quote: message.text,
    action: { label: toTeam ? 'Answer in the dashboard' : 'Read and reply', href: link },
    footnote: toTeam
      ? 'You receive this as a member of the Threadline sales team.'
      : 'You receive this because you requested a quote on Threadline.',
    unsubscribeHref,
  });
  return {
    subject: toTeam
      ? `New message on quote request ${quote.reference}`
      : `New message about your quote request ${quote.reference}`,
    ...rendered,
  };
}

/** A guest's new link, asked for from an expired one: nothing else changed. */
export async function guestLinkRenewedEmail(
  quote: QuoteForEmail,
  link: string,
  days: number,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: `A new link to ${quote.reference}`,
    heading: `Your new link to ${quote.reference}`,
    paragraphs: [
      `Hello ${quote.name}, here is a new link to your quote request and its conversation.`,
      `It works for ${countOf(days, 'day')}. Create an account with this address to keep every request in My Quotes.`,
    ],
    facts: [
      ['Reference', quote.reference],
      ['Quantity', String(quote.quantity)],
    ],
    action: { label: 'Open your request', href: link },
    footnote: 'You receive this because a new link was asked for on Threadline.',
  });
  return { subject: `Your new link to quote request ${quote.reference}`, ...rendered };
}

/** A buyer's counter-proposal to the offer, for the team: their target prices as they posted. */
async function counterProposalEmail(
  quote: QuoteForEmail,
  message: { authorName: string; text: string },
  link: string,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: `${message.authorName} answered the offer for ${quote.reference}`,
    heading: `Counter-proposal on ${quote.reference}`,
    paragraphs: [
      `${message.authorName} answered the offer with target prices. Read them beside the costing sheet.`,
    ],
    quote: message.text,
    action: { label: 'Open the costing and offer', href: link },
    footnote: 'You receive this as a member of the Threadline sales team.',
  });
  return { subject: `Counter-proposal on quote request ${quote.reference}`, ...rendered };
}
