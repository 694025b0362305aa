import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_KINDS,
  QUOTE_STATUSES,
  QuoteMessages,
  NON_BLANK_PATTERN,
  THREAD_MESSAGE_MAX_LENGTH,
  ThreadMessages,
  type GuestQuoteSummary,
  type GuestLinkRenewalResponse,
  GuestRequestMessages,
  type GuestQuoteThread,
  type QuoteAttachment,
  type QuoteCurrency,
  type QuoteKind,
  type QuoteOffer,
  type QuoteStatus,
  type QuoteThread,
  type ThreadAuthorSide,
  type ThreadCounterLine,
  type ThreadCounterProposal,
  type ThreadMessage,
  type ThreadMessageInput,
  type ThreadMessageKind,
  type UnreadThreadsResponse,
} from '@threadline/contracts';
import { QuoteAttachmentRefDto } from '../../quotes/dto/create-quote-request.dto';

/** POST /quotes/:id/thread and POST /guest/thread. */
export class ThreadMessageDto implements ThreadMessageInput {
  @ApiProperty({
    maxLength: THREAD_MESSAGE_MAX_LENGTH,
    pattern: NON_BLANK_PATTERN.source,
    example: 'Can you do 300 pieces?',
  })
  @MaxLength(THREAD_MESSAGE_MAX_LENGTH, { message: ThreadMessages.textTooLong })
  @IsNotEmpty({ message: ThreadMessages.textRequired })
  @IsString({ message: ThreadMessages.textRequired })
  text!: string;

  @ApiPropertyOptional({ description: 'Admins only: a note the buyer never sees.' })
  // Left out, or a boolean: IsOptional would let null through.
  @ValidateIf((_dto, value) => value !== undefined)
  @IsBoolean({ message: ThreadMessages.internalInvalid })
  internal?: boolean;

  @ApiPropertyOptional({
    type: [QuoteAttachmentRefDto],
    maxItems: QUOTE_ATTACHMENTS_MAX_FILES,
    description: 'Files uploaded with POST /quotes/attachments, as on the request form.',
  })
  // Left out, or a list: null would reach the service as a list (a 500).
  @ValidateIf((_dto, value) => value !== undefined)
  @ArrayMaxSize(QUOTE_ATTACHMENTS_MAX_FILES, { message: QuoteMessages.attachmentsTooMany })
  @IsArray({ message: QuoteMessages.attachmentsInvalid })
  @ValidateNested({ each: true })
  @Type(() => QuoteAttachmentRefDto)
  attachments?: QuoteAttachmentRefDto[];
}

export class ThreadAttachmentView implements QuoteAttachment {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'size-chart.pdf' }) fileName!: string;
  @ApiProperty({ example: 'application/pdf' }) contentType!: string;
  @ApiProperty({ description: 'Bytes.' }) size!: number;
}

class ThreadCounterLineView implements ThreadCounterLine {
  @ApiProperty({ type: 'integer' }) line!: number;
  @ApiProperty() label!: string;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Minor units; null under the first tier.',
  })
  offeredUnitPriceMinor!: number | null;
  @ApiProperty({ type: 'integer', description: 'Minor units.' }) targetUnitPriceMinor!: number;
}

export class ThreadCounterProposalView implements ThreadCounterProposal {
  @ApiProperty({ type: 'integer', description: 'The offer version it answers.' }) version!: number;
  @ApiProperty({ example: 'USD' }) currency!: QuoteCurrency;
  @ApiProperty({ type: [ThreadCounterLineView] }) lines!: ThreadCounterLineView[];
  @ApiProperty({ type: 'string', nullable: true }) note!: string | null;
}

export class ThreadMessageView implements ThreadMessage {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['text', 'counter'] }) kind!: ThreadMessageKind;
  @ApiPropertyOptional({
    type: ThreadCounterProposalView,
    description: 'A counter-proposal’s target prices per line (kind counter only).',
  })
  counter?: ThreadCounterProposalView;
  @ApiProperty({ enum: ['buyer', 'team'] }) side!: ThreadAuthorSide;
  @ApiProperty() authorName!: string;
  @ApiProperty({ description: 'Always false in a buyer’s or guest’s answer.' }) internal!: boolean;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: [ThreadAttachmentView],
    description: 'Download: GET /quotes/:id/thread/attachments/:attachmentId (or the guest route).',
  })
  attachments!: ThreadAttachmentView[];
}

export class QuoteThreadView implements QuoteThread {
  @ApiProperty() quoteId!: string;
  @ApiProperty() reference!: string;
  @ApiProperty({ type: [ThreadMessageView] }) messages!: ThreadMessageView[];
}

export class UnreadThreadsView implements UnreadThreadsResponse {
  @ApiProperty() unreadThreads!: number;
}

class GuestQuoteOfferView implements Omit<QuoteOffer, 'currency'> {
  @ApiProperty() unitPrice!: number;
  @ApiProperty({ example: 'USD' }) currency!: QuoteCurrency;
  @ApiProperty() leadTimeDays!: number;
  @ApiProperty({ format: 'date-time' }) quotedAt!: string;
  @ApiPropertyOptional({ format: 'date', description: 'When the offer was sent with its lines.' })
  validUntil?: string;
}

export class GuestQuoteSummaryView implements GuestQuoteSummary {
  @ApiProperty({ example: 'Q-2026-0001' }) reference!: string;
  @ApiProperty({ enum: QUOTE_STATUSES }) status!: QuoteStatus;
  @ApiProperty({ example: 'shirts' }) categoryKey!: string;
  @ApiProperty({ enum: QUOTE_KINDS }) kind!: QuoteKind;
  @ApiProperty() quantity!: number;
  @ApiProperty({ example: '2026-12-01' }) deadline!: string;
  @ApiProperty() details!: string;
  @ApiPropertyOptional({ type: GuestQuoteOfferView }) offer?: GuestQuoteOfferView;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ description: 'Prefills the sign-up the page offers.' }) email?: string;
  @ApiPropertyOptional() linkedToAccount?: boolean;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { M: 200, L: 300 },
  })
  sizes?: Record<string, number>;
  @ApiPropertyOptional() targetUnitPrice?: number;
  @ApiPropertyOptional({ example: 'USD' }) currency?: QuoteCurrency;
}

/** POST /guest/thread/renewal: the same answer whether or not an email goes. */
export class GuestLinkRenewalView implements GuestLinkRenewalResponse {
  @ApiProperty({ example: GuestRequestMessages.renewSent }) message!: string;
}

/** GET /guest/thread: no contact details (a link can be forwarded), and no internal note. */
export class GuestQuoteThreadView extends QuoteThreadView implements GuestQuoteThread {
  @ApiProperty({ type: GuestQuoteSummaryView }) request!: GuestQuoteSummaryView;
}
