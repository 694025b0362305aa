import type { QuoteCurrency, QuoteKind, QuoteStatus } from './quote-limits';
import { PUBLIC_ROUTES } from './routes';
import type { QuoteAttachment, QuoteAttachmentRef, QuoteOffer } from './quotes';

/**
 * The message thread of a quote request: its rules and texts, shared by the dashboard's form
 * and the API's DTOs.
 */
export const THREAD_MESSAGE_MAX_LENGTH = 4000;
/**
 * Where a guest's email link opens their request's conversation (`?token=`), a page of
 * the public remote; the API answers it at GET/POST /guest/thread?token=.
 */
export const GUEST_THREAD_PATH = `/${PUBLIC_ROUTES.quoteConversation}`;
/** The most messages one thread keeps (a bound on what one answer carries). */
export const THREAD_MAX_MESSAGES = 500;

/** Who wrote a message, as the reader sees it. */
export type ThreadAuthorSide = 'buyer' | 'team';

/** A message is text, or a buyer's counter-proposal to the offer (issue 37), text beside it. */
export type ThreadMessageKind = 'text' | 'counter';

/** One line of a counter-proposal: the price the buyer targets beside the one offered. */
export interface ThreadCounterLine {
  line: number;
  label: string;
  /** The pieces asked on the line. */
  quantity: number;
  /** The offer's unit price at that quantity; null under its first price break. */
  offeredUnitPriceMinor: number | null;
  targetUnitPriceMinor: number;
}

/** What a counter-proposal's message carries, for the team to read beside the costing sheet. */
export interface ThreadCounterProposal {
  /** The offer version it answers. */
  version: number;
  currency: QuoteCurrency;
  lines: ThreadCounterLine[];
  note: string | null;
}

export interface ThreadMessage {
  id: string;
  kind: ThreadMessageKind;
  /** Set on a counter-proposal's message only. */
  counter?: ThreadCounterProposal;
  side: ThreadAuthorSide;
  authorName: string;
  /** Admin-only: never part of an answer to a buyer or a guest. */
  internal: boolean;
  text: string;
  createdAt: string;
  /** Files sent with the message (PDFs and images, as on the request form). */
  attachments: QuoteAttachment[];
}

export interface QuoteThread {
  quoteId: string;
  reference: string;
  messages: ThreadMessage[];
}

export interface ThreadMessageInput {
  text: string;
  /** Admins only: an internal note the buyer never sees. */
  internal?: boolean;
  /**
   * Files uploaded with POST /quotes/attachments (`{ id, uploadToken }`), at most
   * QUOTE_ATTACHMENTS_MAX_FILES, under the request form's checks and size limit.
   */
  attachments?: QuoteAttachmentRef[];
}

/**
 * What a guest's link shows of their request above its thread: what was asked and where it
 * stands, and nothing of the contact details (a link can be forwarded).
 */
export interface GuestQuoteSummary {
  reference: string;
  status: QuoteStatus;
  categoryKey: string;
  kind: QuoteKind;
  quantity: number;
  /** A calendar date, YYYY-MM-DD. */
  deadline: string;
  details: string;
  offer?: QuoteOffer;
  createdAt: string;
  /** The address the request came from: the sign-up it offers is prefilled with it. */
  email?: string;
  /** True once the request belongs to an account (its address was verified): sign in to act. */
  linkedToAccount?: boolean;
  /** Pieces per size, as sent. */
  sizes?: Record<string, number>;
  targetUnitPrice?: number;
  currency?: QuoteCurrency;
}

/** POST /guest/thread/renewal: 202, the same answer whether or not an email goes. */
export interface GuestLinkRenewalResponse {
  message: string;
}

/** GET /guest/thread: the request's summary and its thread. */
export interface GuestQuoteThread extends QuoteThread {
  request: GuestQuoteSummary;
}

export interface UnreadThreadsResponse {
  /** Threads with a message from the other side the caller has not read. */
  unreadThreads: number;
}

export const ThreadMessages = {
  textRequired: 'Message is required',
  textTooLong: `Message must be at most ${THREAD_MESSAGE_MAX_LENGTH} characters`,
  internalInvalid: 'internal must be true or false',
  internalForTeamOnly: 'Only the team can write internal notes',
  threadFull: `This conversation has reached ${THREAD_MAX_MESSAGES} messages`,
  guestLinkInvalid: 'This link is not valid or has expired',
} as const;

/** A reply an admin sent from the contact inbox, kept with the message. */
export interface ContactReply {
  id: string;
  text: string;
  authorEmail: string;
  createdAt: string;
}

/** Where a contact message stands in the inbox. */
export type ContactStatus = 'new' | 'read' | 'replied';

export const contactStatusOf = (message: { read: boolean; repliedAt?: string }): ContactStatus =>
  message.repliedAt ? 'replied' : message.read ? 'read' : 'new';
