import { CATEGORY_KEY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants';
import { QuoteMessages } from './messages';
import {
  QUOTE_KINDS,
  QUOTE_CURRENCIES,
  QUOTE_STATUSES,
  type QuoteKind,
  type QuoteCurrency,
  type QuoteStatus,
  QUOTE_BULK_MIN_QUANTITY,
  QUOTE_SAMPLE_MAX_QUANTITY,
  QUOTE_MAX_QUANTITY,
  QUOTE_DETAILS_MIN_LENGTH,
  QUOTE_DETAILS_MAX_LENGTH,
  QUOTE_COMPANY_MAX_LENGTH,
  QUOTE_PHONE_MAX_LENGTH,
  QUOTE_MAX_PRICE,
  QUOTE_MAX_LEAD_TIME_DAYS,
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_DEADLINE_MAX_DAYS,
  QUOTE_SIZES_MAX_ENTRIES,
  QUOTE_SIZE_LABEL_MAX_LENGTH,
  QUOTE_ATTACHMENTS_MAX_FILES,
  type QuoteSortField,
} from './quote-limits';
import { CATEGORY_KEY_PATTERN, EMAIL_PATTERN, type FieldErrors } from './validation';
import type { Incoterm } from './orders/terms';
import type { QuoteDestination } from './styles/request';
import { QUOTE_COLOUR_MAX_LENGTH } from './styles/request-limits';
import { QuoteLineMessages } from './styles/request-messages';
import type { QuoteLine } from './styles/request-views';

/** The pipeline: new → reviewing → quoted → won | lost; lost also from new and reviewing. */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  new: ['reviewing', 'lost'],
  reviewing: ['quoted', 'lost'],
  quoted: ['won', 'lost'],
  won: [],
  lost: [],
};

export function canMoveQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}

/** Single-class patterns only (linear time); each is applied after its length check. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;
/** A size label such as M, XXL, 10-12 or 2T. */
export const QUOTE_SIZE_LABEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** `Q-<year>-<4 or more digits>`. */
export const QUOTE_REFERENCE_PATTERN = /^Q-\d{4}-\d{4,}$/;

export function formatQuoteReference(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, '0')}`;
}

export interface QuoteAttachmentRef {
  id: string;
  uploadToken: string;
}

/** What the request form sends (POST /quotes). */
export interface QuoteRequestInput {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  categoryKey: string;
  kind: QuoteKind;
  quantity: number;
  targetUnitPrice?: number;
  currency?: QuoteCurrency;
  /** A calendar date, YYYY-MM-DD. */
  deadline: string;
  details: string;
  /** Size label → pieces; the pieces add up to the quantity. */
  sizes?: Record<string, number>;
  /** The colour the sizes are for. */
  colour?: string;
  attachments?: QuoteAttachmentRef[];
}

export type QuoteRequestField = keyof QuoteRequestInput;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function isCurrency(value: unknown): value is QuoteCurrency {
  return typeof value === 'string' && (QUOTE_CURRENCIES as readonly string[]).includes(value);
}

/** A price with at most two decimals, above zero. */
export function isPrice(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= QUOTE_MAX_PRICE &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

/** The UTC midnight of a YYYY-MM-DD date, or undefined when it is not a real calendar date. */
export function parseQuoteDeadline(value: string): Date | undefined {
  if (value.length !== 10 || !DATE_PATTERN.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : date;
}

function deadlineError(value: unknown, now: Date): string | undefined {
  if (isBlank(value)) return QuoteMessages.deadlineRequired;
  const deadline = parseQuoteDeadline((value as string).trim());
  if (!deadline) return QuoteMessages.deadlineInvalid;
  if (deadline.getTime() <= now.getTime()) return QuoteMessages.deadlineInPast;
  if (deadline.getTime() > now.getTime() + QUOTE_DEADLINE_MAX_DAYS * 86_400_000)
    return QuoteMessages.deadlineTooFar;
  return undefined;
}

function quantityError(kind: unknown, quantity: unknown): string | undefined {
  if (
    quantity === undefined ||
    quantity === null ||
    (isBlank(quantity) && typeof quantity === 'string')
  )
    return QuoteMessages.quantityRequired;
  if (!isWhole(quantity) || quantity < 1) return QuoteMessages.quantityInvalid;
  if (kind === 'bulk' && quantity < QUOTE_BULK_MIN_QUANTITY) return QuoteMessages.bulkMinimum;
  if (kind === 'sample' && quantity > QUOTE_SAMPLE_MAX_QUANTITY) return QuoteMessages.sampleRange;
  if (quantity > QUOTE_MAX_QUANTITY) return QuoteMessages.quantityTooLarge;
  return undefined;
}

function sizesError(sizes: unknown, quantity: unknown): string | undefined {
  if (sizes === undefined || sizes === null) return undefined;
  if (typeof sizes !== 'object' || Array.isArray(sizes)) return QuoteMessages.sizesInvalid;
  const entries = Object.entries(sizes as Record<string, unknown>);
  // The form leaves the breakdown out rather than send an empty one.
  if (entries.length === 0) return QuoteMessages.sizesInvalid;
  if (entries.length > QUOTE_SIZES_MAX_ENTRIES) return QuoteMessages.sizesTooMany;
  let total = 0;
  for (const [label, pieces] of entries) {
    if (label.length > QUOTE_SIZE_LABEL_MAX_LENGTH || !QUOTE_SIZE_LABEL_PATTERN.test(label))
      return QuoteMessages.sizeLabelInvalid;
    if (!isWhole(pieces) || pieces < 1 || pieces > QUOTE_MAX_QUANTITY)
      return QuoteMessages.sizesInvalid;
    total += pieces;
  }
  if (isWhole(quantity) && total !== quantity) return QuoteMessages.sizesTotal;
  return undefined;
}

/**
 * The request form's rules, for the form and the API's DTO alike. Values are taken as they come
 * (unknown types fail with the field's message), and `now` is passed in so tests pin the clock.
 */
export function validateQuoteRequest(
  input: Partial<Record<QuoteRequestField, unknown>>,
  now: Date = new Date(),
): FieldErrors<QuoteRequestField> {
  const errors: FieldErrors<QuoteRequestField> = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

  if (isBlank(input.name)) errors.name = QuoteMessages.nameRequired;
  else if (text(input.name).length > NAME_MAX_LENGTH) errors.name = QuoteMessages.nameTooLong;

  if (isBlank(input.email)) errors.email = QuoteMessages.emailRequired;
  else if (text(input.email).length > EMAIL_MAX_LENGTH) errors.email = QuoteMessages.emailTooLong;
  else if (!EMAIL_PATTERN.test(text(input.email))) errors.email = QuoteMessages.emailInvalid;

  if (input.company !== undefined && input.company !== null) {
    if (typeof input.company !== 'string') errors.company = QuoteMessages.companyTooLong;
    else if (input.company.trim().length > QUOTE_COMPANY_MAX_LENGTH)
      errors.company = QuoteMessages.companyTooLong;
  }

  if (input.phone !== undefined && input.phone !== null && text(input.phone) !== '') {
    const phone = text(input.phone);
    if (phone.length > QUOTE_PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone))
      errors.phone = QuoteMessages.phoneInvalid;
  } else if (input.phone !== undefined && input.phone !== null && typeof input.phone !== 'string') {
    errors.phone = QuoteMessages.phoneInvalid;
  }

  if (isBlank(input.categoryKey)) errors.categoryKey = QuoteMessages.categoryRequired;
  else if (
    text(input.categoryKey).length > CATEGORY_KEY_MAX_LENGTH ||
    !CATEGORY_KEY_PATTERN.test(text(input.categoryKey))
  )
    errors.categoryKey = QuoteMessages.categoryUnknown;

  const kindIsValid =
    typeof input.kind === 'string' && (QUOTE_KINDS as readonly string[]).includes(input.kind);
  if (!kindIsValid) errors.kind = QuoteMessages.kindInvalid;

  const quantity = quantityError(kindIsValid ? input.kind : undefined, input.quantity);
  if (quantity) errors.quantity = quantity;

  if (input.targetUnitPrice !== undefined && input.targetUnitPrice !== null) {
    if (!isPrice(input.targetUnitPrice)) errors.targetUnitPrice = QuoteMessages.priceInvalid;
    if (!isCurrency(input.currency)) errors.currency = QuoteMessages.currencyInvalid;
  } else if (
    input.currency !== undefined &&
    input.currency !== null &&
    !isCurrency(input.currency)
  ) {
    errors.currency = QuoteMessages.currencyInvalid;
  }

  const deadline = deadlineError(input.deadline, now);
  if (deadline) errors.deadline = deadline;

  if (isBlank(input.details)) errors.details = QuoteMessages.detailsRequired;
  else if (text(input.details).length < QUOTE_DETAILS_MIN_LENGTH)
    errors.details = QuoteMessages.detailsTooShort;
  else if (text(input.details).length > QUOTE_DETAILS_MAX_LENGTH)
    errors.details = QuoteMessages.detailsTooLong;

  const sizes = sizesError(input.sizes, input.quantity);
  if (sizes) errors.sizes = sizes;

  if (input.colour !== undefined && input.colour !== null) {
    if (typeof input.colour !== 'string' || input.colour.trim().length > QUOTE_COLOUR_MAX_LENGTH)
      errors.colour = QuoteLineMessages.colourInvalid;
  }

  if (input.attachments !== undefined && input.attachments !== null) {
    if (!Array.isArray(input.attachments)) errors.attachments = QuoteMessages.attachmentsInvalid;
    else if (input.attachments.length > QUOTE_ATTACHMENTS_MAX_FILES)
      errors.attachments = QuoteMessages.attachmentsTooMany;
  }
  return errors;
}

/** What an admin sends with PATCH /quotes/{id}. */
export interface QuoteUpdateInput {
  status?: QuoteStatus;
  unitPrice?: number;
  currency?: QuoteCurrency;
  leadTimeDays?: number;
  note?: string;
}

export type QuoteUpdateField = keyof QuoteUpdateInput;

/** The shape rules of an update; whether the move is allowed depends on the stored status (409). */
export function validateQuoteUpdate(
  input: Partial<Record<QuoteUpdateField, unknown>>,
): FieldErrors<QuoteUpdateField> {
  const errors: FieldErrors<QuoteUpdateField> = {};
  const has = (value: unknown) => value !== undefined && value !== null;
  if (has(input.status) && !(QUOTE_STATUSES as readonly unknown[]).includes(input.status))
    errors.status = QuoteMessages.statusInvalid;
  const quoting = input.status === 'quoted';
  const priceFields = [input.unitPrice, input.currency, input.leadTimeDays];
  if (!quoting && priceFields.some(has)) errors.status = QuoteMessages.priceOnlyWhenQuoting;
  if (quoting) {
    if (!isPrice(input.unitPrice)) errors.unitPrice = QuoteMessages.unitPriceRequired;
    if (!isCurrency(input.currency)) errors.currency = QuoteMessages.currencyInvalid;
    if (
      !isWhole(input.leadTimeDays) ||
      input.leadTimeDays < 1 ||
      input.leadTimeDays > QUOTE_MAX_LEAD_TIME_DAYS
    )
      errors.leadTimeDays = QuoteMessages.leadTimeRequired;
  }
  if (has(input.note)) {
    if (typeof input.note !== 'string' || input.note.trim() === '')
      errors.note = QuoteMessages.noteRequired;
    else if (input.note.trim().length > QUOTE_NOTE_MAX_LENGTH)
      errors.note = QuoteMessages.noteTooLong;
  }
  if (!has(input.status) && !has(input.note) && !errors.status)
    errors.status = QuoteMessages.nothingToChange;
  return errors;
}

export interface QuoteAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** POST /quotes/attachments: 201. Send `{ id, uploadToken }` back in the request's attachments. */
export interface QuoteAttachmentUploadResponse extends QuoteAttachment {
  uploadToken: string;
}

export interface QuoteOffer {
  unitPrice: number;
  currency: QuoteCurrency;
  leadTimeDays: number;
  quotedAt: string;
  /** YYYY-MM-DD, when the offer was sent with its lines (POST /quotes/{id}/offer/send). */
  validUntil?: string;
}

export interface QuoteNote {
  text: string;
  authorEmail: string;
  createdAt: string;
}

/**
 * What a history entry records besides a move: the request joined its buyer's account, the team
 * made it from a contact message (`contactId`), or a line was re-pinned.
 */
export type QuoteHistoryEvent = 'linked-to-account' | 'created-from-contact' | 'line-repinned';

export interface QuoteStatusChange {
  status: QuoteStatus;
  at: string;
  /** Set on an entry that is not a move (the status stays what it was). */
  event?: QuoteHistoryEvent;
  /** With `created-from-contact`: the contact message the request was made from. */
  contactId?: string;
  /** What a `line-repinned` entry records. */
  line?: number;
  fromVersion?: number;
  toVersion?: number;
}

/** A quote request as its owner sees it (never the internal notes): what was sent, and its state. */
export interface QuoteRequest extends Omit<QuoteRequestInput, 'attachments'> {
  _id: string;
  /** The request's lines: one quick line for a request from the public form or from before lines. */
  lines: QuoteLine[];
  destination?: QuoteDestination;
  incoterm?: Incoterm;
  reference: string;
  attachments: QuoteAttachment[];
  status: QuoteStatus;
  offer?: QuoteOffer;
  history: QuoteStatusChange[];
  createdAt: string;
  updatedAt: string;
}

/** As an admin sees it. */
export interface AdminQuoteRequest extends QuoteRequest {
  notes: QuoteNote[];
  ownerUid?: string;
  /** The reference of an earlier request from the same buyer it repeats (isRepeatRequest). */
  repeatOf?: string;
}

/** POST /quotes: 201. */
export interface QuoteCreatedResponse {
  insertedId: string;
  reference: string;
}

/** GET /quotes/summary: requests per status, and all of them. */
export type QuoteSummary = Record<QuoteStatus, number> & { total: number };

export interface QuotesListQuery {
  status?: QuoteStatus;
  search?: string;
  page?: number;
  limit?: number;
  sort?: QuoteSortField;
  order?: 'asc' | 'desc';
}
