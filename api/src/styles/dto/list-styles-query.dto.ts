import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_KEY_PATTERN,
  STYLE_SEARCH_MAX_LENGTH,
  STYLE_SEASON_PATTERN,
  STYLES_PAGE_SIZE,
  StyleMessages,
} from '@threadline/contracts';
import { blankAsAbsent, PagedQuery } from '../../common/page-query';

/** GET /styles: a search, a season and a category, each checked. */
export class ListStylesQueryDto extends PagedQuery(STYLES_PAGE_SIZE) {
  @ApiPropertyOptional({
    description: 'Words each found in the style number or name, case-insensitively.',
    maxLength: STYLE_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(STYLE_SEARCH_MAX_LENGTH, { message: StyleMessages.searchTooLong })
  @IsString({ message: StyleMessages.searchTooLong })
  search?: string;

  @ApiPropertyOptional({ example: 'SS27', pattern: STYLE_SEASON_PATTERN.source })
  @Transform(blankAsAbsent)
  @IsOptional()
  @Matches(STYLE_SEASON_PATTERN, { message: StyleMessages.seasonInvalid })
  @IsString({ message: StyleMessages.seasonInvalid })
  season?: string;

  @ApiPropertyOptional({
    example: 't-shirts',
    pattern: CATEGORY_KEY_PATTERN.source,
    maxLength: CATEGORY_KEY_MAX_LENGTH,
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @Matches(CATEGORY_KEY_PATTERN, { message: StyleMessages.categoryInvalid })
  @MaxLength(CATEGORY_KEY_MAX_LENGTH, { message: StyleMessages.categoryInvalid })
  @IsString({ message: StyleMessages.categoryInvalid })
  category?: string;
}
