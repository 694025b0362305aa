import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  QUOTE_CURRENCIES,
  QUOTE_MAX_LEAD_TIME_DAYS,
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_STATUSES,
  type QuoteCurrency,
  type QuoteStatus,
} from '@threadline/contracts';
import { FollowsQuoteUpdateRule } from './quote-rule.decorator';

/** PATCH /quotes/{id}: a move along the pipeline, an internal note, or both. */
export class UpdateQuoteRequestDto {
  @ApiPropertyOptional({ enum: QUOTE_STATUSES })
  @FollowsQuoteUpdateRule('status')
  status?: QuoteStatus;

  @ApiPropertyOptional({ description: 'Required when moving to quoted.', example: 6.25 })
  @FollowsQuoteUpdateRule('unitPrice')
  unitPrice?: number;

  @ApiPropertyOptional({ enum: QUOTE_CURRENCIES, description: 'Required when moving to quoted.' })
  @FollowsQuoteUpdateRule('currency')
  currency?: QuoteCurrency;

  @ApiPropertyOptional({ minimum: 1, maximum: QUOTE_MAX_LEAD_TIME_DAYS })
  @FollowsQuoteUpdateRule('leadTimeDays')
  leadTimeDays?: number;

  @ApiPropertyOptional({
    maxLength: QUOTE_NOTE_MAX_LENGTH,
    description: 'An internal note, stored with its author and time; never shown to members.',
  })
  @FollowsQuoteUpdateRule('note')
  note?: string;
}
