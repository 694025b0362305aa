import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApiMessages,
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  SORT_ORDERS,
  USER_ROLES,
  USER_SEARCH_MAX_LENGTH,
  USER_SORT_FIELDS,
  USERS_PAGE_SIZE,
  type SortOrder,
  type UserRole,
  type UserSortField,
} from '@threadline/contracts';
import { blankAsAbsent, PagedQuery } from '../../common/page-query';

/**
 * GET /users. Every value arrives as a string (or an array when repeated), and only the listed
 * ones pass: sort and order come from an allowlist, so no field name reaches the query unchecked.
 */
export class ListUsersQueryDto extends PagedQuery(USERS_PAGE_SIZE) {
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
}
