import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  INCOTERMS,
  QUOTE_CURRENCIES,
  QUOTE_KINDS,
  type QuoteLineRepinned,
  type QuoteLinesDraft,
} from '@threadline/contracts';
import { objectSchema, oneOfValues, optional, whole } from '../openapi/api-schema';
import { DESTINATION_SCHEMA } from '../quotes/quote-api-schemas';
import { QUOTE_LINES_BODY } from './dto/create-quote-lines-request.dto';

/** The builder's prefill: the lines as POST /quotes/requests takes them. */
export const QUOTE_LINES_DRAFT_SCHEMA = objectSchema<QuoteLinesDraft>(
  {
    kind: oneOfValues(QUOTE_KINDS),
    lines: QUOTE_LINES_BODY as SchemaObject,
    destination: optional(DESTINATION_SCHEMA),
    incoterm: optional(oneOfValues(INCOTERMS)),
    currency: optional(oneOfValues(QUOTE_CURRENCIES)),
  },
  'The lines, quantities and terms of the request; the needed-by date is for the buyer to give.',
);

export const QUOTE_LINE_REPINNED_SCHEMA = objectSchema<QuoteLineRepinned>({
  line: { ...whole, description: 'From 1.' },
  from: { ...whole, description: 'The version the line pinned.' },
  to: { ...whole, description: 'The style’s latest version.' },
});
