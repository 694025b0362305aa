import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ApiMessages,
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  MAX_PAGE_LIMIT,
  SORT_ORDERS,
  USER_ROLES,
  USER_SEARCH_MAX_LENGTH,
  USER_SORT_FIELDS,
  USERS_PAGE_SIZE,
  type SortOrder,
  type UserRole,
  type UserSortField,
} from '@threadline/contracts';
import { blankAsAbsent, MAX_PAGE, wholeNumber } from '../../common/page-query';

/**
 * GET /users. Every value arrives as a string (or an array when repeated), and only the listed
 * ones pass: sort and order come from an allowlist, so no field name reaches the query unchecked.
 */
export class ListUsersQueryDto {
  @ApiPropertyOptional({
    description: 'Matches the start of a word of the name or email, case-insensitively.',
    maxLength: USER_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(USER_SEARCH_MAX_LENGTH, { message: ApiMessages.searchTooLong })
  @IsString()
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(USER_ROLES, { message: ApiMessages.roleFilterInvalid })
  role?: UserRole;

  @ApiPropertyOptional({ enum: USER_SORT_FIELDS, default: DEFAULT_USER_SORT })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(USER_SORT_FIELDS, { message: ApiMessages.sortFieldInvalid })
  sort?: UserSortField;

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

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: USERS_PAGE_SIZE })
  @Transform(wholeNumber)
  @IsOptional()
  @Max(MAX_PAGE_LIMIT, { message: ApiMessages.limitInvalid })
  @Min(1, { message: ApiMessages.limitInvalid })
  @IsInt({ message: ApiMessages.limitInvalid })
  limit?: number;
}
