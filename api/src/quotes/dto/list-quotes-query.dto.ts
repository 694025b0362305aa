import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApiMessages,
  DEFAULT_QUOTE_SORT,
  DEFAULT_SORT_ORDER,
  QUOTE_SEARCH_MAX_LENGTH,
  QUOTE_SORT_FIELDS,
  QUOTE_STATUSES,
  QUOTES_PAGE_SIZE,
  QuoteMessages,
  SORT_ORDERS,
  type QuoteSortField,
  type QuoteStatus,
  type SortOrder,
} from '@threadline/contracts';
import { blankAsAbsent, PagedQuery } from '../../common/page-query';

/** GET /quotes (admin): every value from an allowlist or a range. */
export class ListQuotesQueryDto extends PagedQuery(QUOTES_PAGE_SIZE) {
  @ApiPropertyOptional({ enum: QUOTE_STATUSES })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(QUOTE_STATUSES, { message: QuoteMessages.quoteStatusFilterInvalid })
  status?: QuoteStatus;

  @ApiPropertyOptional({
    description: 'Part of the name, email, company or reference, case-insensitively.',
    maxLength: QUOTE_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(QUOTE_SEARCH_MAX_LENGTH, { message: QuoteMessages.quoteSearchTooLong })
  @IsString({ message: QuoteMessages.quoteSearchTooLong })
  search?: string;

  @ApiPropertyOptional({ enum: QUOTE_SORT_FIELDS, default: DEFAULT_QUOTE_SORT })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(QUOTE_SORT_FIELDS, { message: QuoteMessages.quoteSortInvalid })
  sort?: QuoteSortField;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: DEFAULT_SORT_ORDER })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: ApiMessages.sortOrderInvalid })
  order?: SortOrder;
}
