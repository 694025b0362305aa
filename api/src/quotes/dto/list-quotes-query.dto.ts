import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ApiMessages,
  DEFAULT_QUOTE_SORT,
  DEFAULT_SORT_ORDER,
  MAX_PAGE_LIMIT,
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
import { blankAsAbsent, MAX_PAGE, wholeNumber } from '../../common/page-query';

/** GET /quotes (admin): every value from an allowlist or a range. */
export class ListQuotesQueryDto {
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

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @Transform(wholeNumber)
  @IsOptional()
  @Max(MAX_PAGE, { message: ApiMessages.pageInvalid })
  @Min(1, { message: ApiMessages.pageInvalid })
  @IsInt({ message: ApiMessages.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: QUOTES_PAGE_SIZE })
  @Transform(wholeNumber)
  @IsOptional()
  @Max(MAX_PAGE_LIMIT, { message: ApiMessages.limitInvalid })
  @Min(1, { message: ApiMessages.limitInvalid })
  @IsInt({ message: ApiMessages.limitInvalid })
  limit?: number;
}
