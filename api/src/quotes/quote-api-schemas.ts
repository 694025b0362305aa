import {
  QUOTE_CURRENCIES,
  QUOTE_KINDS,
  QUOTE_STATUSES,
  type AdminQuoteRequest,
  type QuoteAttachment,
  type QuoteAttachmentUploadResponse,
  type QuoteCreatedResponse,
  type QuoteNote,
  type QuoteOffer,
  type QuoteRequest,
  type QuoteStatusChange,
  type QuoteSummary,
} from '@threadline/contracts';
import {
  arrayOf,
  binary,
  dateTime,
  day,
  decimal,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
  whole,
} from '../openapi/api-schema';

const status = oneOfValues(QUOTE_STATUSES);
const currency = oneOfValues(QUOTE_CURRENCIES);

const ATTACHMENT_FIELDS = {
  id: objectId,
  fileName: text,
  contentType: { type: 'string', example: 'application/pdf' },
  size: { ...whole, description: 'Bytes.' },
} as const;

const ATTACHMENT_SCHEMA = objectSchema<QuoteAttachment>(ATTACHMENT_FIELDS);

/** A quote or thread attachment as downloaded: a PDF or an image, the type read from its bytes. */
export const ATTACHMENT_DOWNLOAD_CONTENT = {
  'application/pdf': { schema: binary },
  'image/*': { schema: binary },
};

export const ATTACHMENT_UPLOAD_SCHEMA = objectSchema<QuoteAttachmentUploadResponse>({
  ...ATTACHMENT_FIELDS,
  uploadToken: { ...text, description: 'Send `{ id, uploadToken }` back in the request.' },
});

export const QUOTE_CREATED_SCHEMA = objectSchema<QuoteCreatedResponse>({
  insertedId: objectId,
  reference: { type: 'string', example: 'Q-2026-0001' },
});

const OFFER_SCHEMA = objectSchema<QuoteOffer>({
  unitPrice: decimal,
  currency,
  leadTimeDays: whole,
  quotedAt: dateTime,
});

const NOTE_SCHEMA = objectSchema<QuoteNote>({
  text,
  authorEmail: text,
  createdAt: dateTime,
});

const STATUS_CHANGE_SCHEMA = objectSchema<QuoteStatusChange>({
  status,
  at: dateTime,
  event: optional(oneOfValues(['linked-to-account', 'created-from-contact'] as const)),
  contactId: optional(objectId),
});

const QUOTE_FIELDS = {
  _id: objectId,
  reference: { type: 'string', example: 'Q-2026-0001' },
  name: text,
  email: text,
  company: optional(text),
  phone: optional(text),
  categoryKey: text,
  kind: oneOfValues(QUOTE_KINDS),
  quantity: whole,
  targetUnitPrice: optional(decimal),
  currency: optional(currency),
  deadline: day,
  details: text,
  sizes: optional({
    type: 'object',
    description: 'Size label → pieces.',
    additionalProperties: whole,
  }),
  attachments: arrayOf(ATTACHMENT_SCHEMA),
  status,
  offer: optional(OFFER_SCHEMA),
  history: arrayOf(STATUS_CHANGE_SCHEMA),
  createdAt: dateTime,
  updatedAt: dateTime,
} as const;

/** As its owner sees it: never the internal notes. */
export const QUOTE_SCHEMA = objectSchema<QuoteRequest>(QUOTE_FIELDS);

export const ADMIN_QUOTE_SCHEMA = objectSchema<AdminQuoteRequest>({
  ...QUOTE_FIELDS,
  notes: arrayOf(NOTE_SCHEMA),
  ownerUid: optional(text),
  repeatOf: optional({
    ...text,
    description: 'The reference of an earlier request from the same buyer it repeats.',
  }),
});

/** GET /quotes/{id}: the admin's view, or the owner's (then without notes and ownerUid). */
export const QUOTE_FOR_CALLER_SCHEMA = objectSchema<
  QuoteRequest & Partial<Pick<AdminQuoteRequest, 'notes' | 'ownerUid'>>
>({
  ...QUOTE_FIELDS,
  notes: optional(arrayOf(NOTE_SCHEMA)),
  ownerUid: optional(text),
});

export const QUOTE_SUMMARY_SCHEMA = objectSchema<QuoteSummary>({
  new: whole,
  reviewing: whole,
  quoted: whole,
  won: whole,
  lost: whole,
  total: whole,
});
