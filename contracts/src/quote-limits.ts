/** Quote request limits and lists (issue 12), apart from the rules so messages.ts can quote them. */
/**
 * Quote requests. The quantity rules come from the ordering terms (SPEC section 9:
 * bulk 300–1,000 pcs per colour/style, so at least 300; samples are a handful, capped at 50).
 */
export const QUOTE_KINDS = ['sample', 'bulk'] as const;
export const QUOTE_CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;
export const QUOTE_STATUSES = ['new', 'reviewing', 'quoted', 'won', 'lost'] as const;
/** The statuses counted as "in progress" (the Profile's Active Orders). */
export const QUOTE_OPEN_STATUSES = ['new', 'reviewing', 'quoted'] as const;

export type QuoteKind = (typeof QUOTE_KINDS)[number];
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_BULK_MIN_QUANTITY = 300;
export const QUOTE_SAMPLE_MIN_QUANTITY = 1;
export const QUOTE_SAMPLE_MAX_QUANTITY = 50;
export const QUOTE_MAX_QUANTITY = 1_000_000;
export const QUOTE_DETAILS_MIN_LENGTH = 10;
export const QUOTE_DETAILS_MAX_LENGTH = 5000;
export const QUOTE_COMPANY_MAX_LENGTH = 120;
export const QUOTE_PHONE_MAX_LENGTH = 30;
export const QUOTE_MAX_PRICE = 1_000_000;
export const QUOTE_MAX_LEAD_TIME_DAYS = 365;
export const QUOTE_NOTE_MAX_LENGTH = 2000;
/** How far ahead a deadline may be. */
export const QUOTE_DEADLINE_MAX_DAYS = 3 * 366;
export const QUOTE_SIZES_MAX_ENTRIES = 20;
export const QUOTE_SIZE_LABEL_MAX_LENGTH = 12;
export const QUOTE_ATTACHMENTS_MAX_FILES = 5;
export const QUOTE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the upload input offers; the API decides by the bytes, never by this list. */
export const QUOTE_ATTACHMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/gif,image/webp,image/avif';
export const QUOTE_SEARCH_MAX_LENGTH = 100;
export const QUOTES_PAGE_SIZE = 10;
export const QUOTE_SORT_FIELDS = ['createdAt', 'deadline', 'quantity', 'reference'] as const;
export type QuoteSortField = (typeof QUOTE_SORT_FIELDS)[number];
export const DEFAULT_QUOTE_SORT: QuoteSortField = 'createdAt';
