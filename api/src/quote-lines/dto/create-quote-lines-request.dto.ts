import { ApiProperty } from '@nestjs/swagger';
import {
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_KEY_PATTERN,
  COUNTRY_CODE_PATTERN,
  INCOTERMS,
  MATRIX_CELL_MAX,
  MATRIX_COLUMNS_MAX,
  MATRIX_ROWS_MAX,
  OBJECT_ID_PATTERN,
  QUICK_LINE_DESCRIPTION_MAX_LENGTH,
  QUICK_LINE_DESCRIPTION_MIN_LENGTH,
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_CURRENCIES,
  QUOTE_KINDS,
  QUOTE_LINES_MAX,
  QUOTE_LINES_MIN,
  QUOTE_MAX_QUANTITY,
  QUOTE_PORT_MAX_LENGTH,
  STYLE_VERSION_ID_PATTERN,
  TARGET_PRICE_MAX_MINOR,
  type Incoterm,
  type QuoteCurrency,
  type QuoteDestination,
  type QuoteKind,
  type QuoteLineInput,
  type QuoteLinesRequestInput,
} from '@threadline/contracts';
import { patternOf } from '../../openapi/api-schema';
import { FollowsQuoteLinesRule } from './quote-lines-rule.decorator';

const STYLE_LINE_BODY = {
  type: 'object',
  description: 'A style from the caller’s library, pinned to one of its versions.',
  required: ['type', 'styleId', 'versionId', 'quantities'],
  properties: {
    type: { type: 'string', enum: ['style'] },
    styleId: { type: 'string', pattern: patternOf(OBJECT_ID_PATTERN) },
    versionId: {
      type: 'string',
      pattern: patternOf(STYLE_VERSION_ID_PATTERN),
      description: '`<styleId>:<version>` of that style; another member’s is 404.',
    },
    quantities: {
      type: 'array',
      description:
        '`quantities[c][s]`: pieces of the version’s colourway c in its size s; one row per colourway, one column per size.',
      minItems: 1,
      maxItems: MATRIX_ROWS_MAX,
      items: {
        type: 'array',
        minItems: 1,
        maxItems: MATRIX_COLUMNS_MAX,
        items: { type: 'integer', minimum: 0, maximum: MATRIX_CELL_MAX },
      },
    },
    targetUnitPrice: {
      type: 'integer',
      minimum: 1,
      maximum: TARGET_PRICE_MAX_MINOR,
      description: 'Per piece, in minor units of the currency.',
    },
  },
};

const QUICK_LINE_BODY = {
  type: 'object',
  description: 'A category, a description and files, as the public form has.',
  required: ['type', 'categoryKey', 'description', 'quantity'],
  properties: {
    type: { type: 'string', enum: ['quick'] },
    categoryKey: {
      type: 'string',
      maxLength: CATEGORY_KEY_MAX_LENGTH,
      pattern: patternOf(CATEGORY_KEY_PATTERN),
    },
    description: {
      type: 'string',
      minLength: QUICK_LINE_DESCRIPTION_MIN_LENGTH,
      maxLength: QUICK_LINE_DESCRIPTION_MAX_LENGTH,
    },
    quantity: { type: 'integer', minimum: 1, maximum: QUOTE_MAX_QUANTITY },
    attachments: {
      type: 'array',
      maxItems: QUOTE_ATTACHMENTS_MAX_FILES,
      items: {
        type: 'object',
        required: ['id', 'uploadToken'],
        properties: {
          id: { type: 'string', pattern: patternOf(OBJECT_ID_PATTERN) },
          uploadToken: { type: 'string', maxLength: 64 },
        },
      },
    },
  },
};

/** The lines as POST /quotes/requests takes them (and POST /quotes/{id}/reorder gives them). */
export const QUOTE_LINES_BODY = {
  type: 'array' as const,
  minItems: QUOTE_LINES_MIN,
  maxItems: QUOTE_LINES_MAX,
  items: { oneOf: [STYLE_LINE_BODY, QUICK_LINE_BODY] },
};

/**
 * POST /quotes/requests. Every field runs contracts' validateQuoteLinesRequest; fields not
 * listed are a 400, and so is a key inside a line or the destination that its rules do not read.
 */
export class CreateQuoteLinesRequestDto implements QuoteLinesRequestInput {
  @ApiProperty({ enum: QUOTE_KINDS, description: 'bulk: at least 300 per line; sample: 1 to 50.' })
  @FollowsQuoteLinesRule('kind')
  kind!: QuoteKind;

  @ApiProperty(QUOTE_LINES_BODY)
  @FollowsQuoteLinesRule('lines')
  lines!: QuoteLineInput[];

  @ApiProperty({ example: '2027-03-01', format: 'date', description: 'A future date.' })
  @FollowsQuoteLinesRule('neededBy')
  neededBy!: string;

  @ApiProperty({
    type: 'object',
    required: ['country', 'port'],
    properties: {
      country: { type: 'string', pattern: patternOf(COUNTRY_CODE_PATTERN), example: 'GB' },
      port: { type: 'string', minLength: 1, maxLength: QUOTE_PORT_MAX_LENGTH },
    },
  })
  @FollowsQuoteLinesRule('destination')
  destination!: QuoteDestination;

  @ApiProperty({ enum: INCOTERMS })
  @FollowsQuoteLinesRule('incoterm')
  incoterm!: Incoterm;

  @ApiProperty({ enum: QUOTE_CURRENCIES })
  @FollowsQuoteLinesRule('currency')
  currency!: QuoteCurrency;
}
