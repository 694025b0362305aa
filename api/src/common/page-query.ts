import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiMessages, MAX_PAGE_LIMIT } from '@threadline/contracts';

/** The highest page number a list query accepts. */
export const MAX_PAGE = 1_000_000;

/** An empty query parameter (`?role=`) means the parameter was not given. */
export const blankAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Digits only become a number; anything else stays as sent and fails IsInt with its message. */
export const wholeNumber = ({ value }: { value: unknown }) => {
  if (value === '') return undefined;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
};

/**
 * `page` and `limit` of a list query, the same rules and messages for every list; each list names
 * its own default page size. A list's query DTO extends `PagedQuery(ITS_PAGE_SIZE)`.
 */
export function PagedQuery(defaultLimit: number) {
  class PagedQueryDto {
    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
    @Transform(wholeNumber)
    @IsOptional()
    @Max(MAX_PAGE, { message: ApiMessages.pageInvalid })
    @Min(1, { message: ApiMessages.pageInvalid })
    @IsInt({ message: ApiMessages.pageInvalid })
    page?: number;

    @ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_LIMIT,
      default: defaultLimit,
    })
    @Transform(wholeNumber)
    @IsOptional()
    @Max(MAX_PAGE_LIMIT, { message: ApiMessages.limitInvalid })
    @Min(1, { message: ApiMessages.limitInvalid })
    @IsInt({ message: ApiMessages.limitInvalid })
    limit?: number;
  }
  return PagedQueryDto;
}
