import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import {
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_COLOUR_MAX_LENGTH,
  QUOTE_CURRENCIES,
  QUOTE_DETAILS_MAX_LENGTH,
  QUOTE_DETAILS_MIN_LENGTH,
  QUOTE_KINDS,
  QuoteMessages,
  type QuoteAttachmentRef,
  type QuoteCurrency,
  type QuoteKind,
} from '@threadline/contracts';
import { FollowsQuoteRequestRule } from './quote-rule.decorator';

const UPLOAD_TOKEN_MAX_LENGTH = 64;

export class QuoteAttachmentRefDto implements QuoteAttachmentRef {
  @ApiProperty({
    description: 'The id POST /quotes/attachments answered.',
    pattern: '^[a-f0-9]{24}$',
  })
  @Matches(/^[a-f0-9]{24}$/, { message: QuoteMessages.attachmentUnknown })
  @MaxLength(24, { message: QuoteMessages.attachmentUnknown })
  @IsString({ message: QuoteMessages.attachmentUnknown })
  id!: string;

  @ApiProperty({
    description: 'The uploadToken POST /quotes/attachments answered with that id.',
    maxLength: UPLOAD_TOKEN_MAX_LENGTH,
  })
  @MaxLength(UPLOAD_TOKEN_MAX_LENGTH, { message: QuoteMessages.attachmentUnknown })
  @IsString({ message: QuoteMessages.attachmentUnknown })
  uploadToken!: string;
}

/**
 * POST /quotes. Every field runs contracts' validateQuoteRequest, which checks types, lengths
 * (before any pattern) and the cross-field rules (quantity by kind, currency with a price, sizes
 * adding up). Fields not listed here, such as status, owner, offer or notes, are a 400.
 */
export class CreateQuoteRequestDto {
  @ApiProperty({ example: 'Ana Weaver' })
  @FollowsQuoteRequestRule('name')
  name!: string;

  @ApiProperty({ example: 'ana@brand.example' })
  @FollowsQuoteRequestRule('email')
  email!: string;

  // Each optional field may be null as well as left out: validateQuoteRequest reads null as absent.
  @ApiPropertyOptional({ example: 'Weaver & Co.', nullable: true })
  @FollowsQuoteRequestRule('company')
  company?: string;

  @ApiPropertyOptional({ example: '+44 20 7946 0000', nullable: true })
  @FollowsQuoteRequestRule('phone')
  phone?: string;

  @ApiProperty({ example: 'formal-shirts', description: 'An existing category; unknown is 400.' })
  @FollowsQuoteRequestRule('categoryKey')
  categoryKey!: string;

  @ApiProperty({ enum: QUOTE_KINDS })
  @FollowsQuoteRequestRule('kind')
  kind!: QuoteKind;

  @ApiProperty({ example: 500, description: 'bulk: at least 300 per style; sample: 1 to 50.' })
  @FollowsQuoteRequestRule('quantity')
  quantity!: number;

  @ApiPropertyOptional({ example: 6.5, nullable: true })
  @FollowsQuoteRequestRule('targetUnitPrice')
  targetUnitPrice?: number;

  @ApiPropertyOptional({
    // null in the list too: a validator reads `enum` before `nullable`.
    enum: [...QUOTE_CURRENCIES, null],
    nullable: true,
    description: 'Required with targetUnitPrice.',
  })
  @FollowsQuoteRequestRule('currency')
  currency?: QuoteCurrency;

  @ApiProperty({ example: '2027-03-01', description: 'A future date, YYYY-MM-DD.' })
  @FollowsQuoteRequestRule('deadline')
  deadline!: string;

  @ApiProperty({ minLength: QUOTE_DETAILS_MIN_LENGTH, maxLength: QUOTE_DETAILS_MAX_LENGTH })
  @FollowsQuoteRequestRule('details')
  details!: string;

  @ApiPropertyOptional({
    example: { M: 200, L: 300 },
    description: 'Size → pieces; the pieces add up to quantity. Null: none.',
    type: Object,
    nullable: true,
  })
  @FollowsQuoteRequestRule('sizes')
  sizes?: Record<string, number>;

  @ApiPropertyOptional({
    example: 'Navy',
    maxLength: QUOTE_COLOUR_MAX_LENGTH,
    description: 'The colour the sizes are for.',
    nullable: true,
  })
  @FollowsQuoteRequestRule('colour')
  colour?: string;

  @ApiPropertyOptional({
    type: [QuoteAttachmentRefDto],
    maxItems: QUOTE_ATTACHMENTS_MAX_FILES,
    nullable: true,
  })
  // null reads as none (validateQuoteRequest); only a list's items are validated as references.
  @ValidateIf((_dto, value) => value !== null)
  @ValidateNested({ each: true })
  @Type(() => QuoteAttachmentRefDto)
  @FollowsQuoteRequestRule('attachments')
  attachments?: QuoteAttachmentRefDto[];
}
