import {
  COUNTRY_CODE_PATTERN,
  INCOTERMS,
  QUOTE_CURRENCIES,
  QUOTE_KINDS,
  QUOTE_STATUSES,
  STYLE_VERSION_ID_PATTERN,
  type AdminQuoteRequest,
  type QuickQuoteLine,
  type QuoteDestination,
  type StyleQuoteLine,
  type QuoteAttachment,
  type QuoteAttachmentUploadResponse,
  type QuoteCreatedResponse,
  type QuoteNote,
  type QuoteOffer,
  type QuoteRequest,
  type QuoteStatusChange,
  type QuoteSummary,
} from '@threadline/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
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
  patternOf,
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
  validUntil: optional(day),
});

const NOTE_SCHEMA = objectSchema<QuoteNote>({
  text,
  authorEmail: text,
  createdAt: dateTime,
});

const STATUS_CHANGE_SCHEMA = objectSchema<QuoteStatusChange>({
  status,
  at: dateTime,
  event: optional(
    oneOfValues(['linked-to-account', 'created-from-contact', 'line-repinned'] as const),
  ),
  contactId: optional(objectId),
  line: optional({ ...whole, description: 'A re-pin: the line, from 1.' }),
  fromVersion: optional(whole),
  toVersion: optional(whole),
});

export const VERSION_ID_SCHEMA = {
  type: 'string',
  pattern: patternOf(STYLE_VERSION_ID_PATTERN),
  example: '6650f0c2a1b2c3d4e5f60718:2',
} as const;
export const DESTINATION_SCHEMA = objectSchema<QuoteDestination>({
  country: { type: 'string', pattern: patternOf(COUNTRY_CODE_PATTERN), example: 'GB' },
  port: { type: 'string', example: 'Felixstowe' },
});
const matrix = arrayOf(arrayOf(whole));

const STYLE_LINE_SCHEMA = objectSchema<StyleQuoteLine>(
  {
    type: oneOfValues(['style'] as const),
    styleId: objectId,
    versionId: VERSION_ID_SCHEMA,
    version: whole,
    styleNumber: text,
    styleName: text,
    colourways: arrayOf(text),
    sizes: arrayOf(text),
    quantities: { ...matrix, description: '`quantities[c][s]`: colourway c in size s.' },
    targetUnitPrice: optional({ ...whole, description: 'Minor units of the currency.' }),
    newerVersion: optional({
      ...whole,
      description: 'The style’s latest version, when the buyer has saved one since.',
    }),
  },
  'A style line, pinned to a version.',
);
const QUICK_LINE_SCHEMA = objectSchema<QuickQuoteLine>(
  {
    type: oneOfValues(['quick'] as const),
    categoryKey: text,
    description: text,
    quantity: whole,
    sizes: optional({ type: 'object', additionalProperties: whole }),
    colour: optional(text),
    attachments: arrayOf(ATTACHMENT_SCHEMA),
  },
  'A quick line: a category, a description, files.',
);

const LINES_SCHEMA: SchemaObject = {
  ...arrayOf({ oneOf: [STYLE_LINE_SCHEMA, QUICK_LINE_SCHEMA] }),
  description: 'A request of the public form, or from before lines, is one quick line.',
};

const QUOTE_FIELDS = {
  _id: objectId,
  reference: { type: 'string', example: 'Q-2026-0001' },
  lines: LINES_SCHEMA,
  destination: optional(DESTINATION_SCHEMA),
  incoterm: optional(oneOfValues(INCOTERMS)),
  colour: optional({ ...text, description: 'The colour the sizes are for.' }),
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
