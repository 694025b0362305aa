/**
 * The message thread of a quote request: its rules and texts, shared by the dashboard's form
 * and the API's DTOs.
 */
export const THREAD_MESSAGE_MAX_LENGTH = 4000;
/**
 * Where a guest's email link opens their request's conversation (`?token=`). The page is still
 * to be built in remote-public; the API answers it at GET/POST /guest/thread?token=.
 */
export const GUEST_THREAD_PATH = '/quote-conversation';
/** The most messages one thread keeps (a bound on what one answer carries). */
export const THREAD_MAX_MESSAGES = 500;

/** Who wrote a message, as the reader sees it. */
export type ThreadAuthorSide = 'buyer' | 'team';

export interface ThreadMessage {
  id: string;
  side: ThreadAuthorSide;
  authorName: string;
  /** Admin-only: never part of an answer to a buyer or a guest. */
  internal: boolean;
  text: string;
  createdAt: string;
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
