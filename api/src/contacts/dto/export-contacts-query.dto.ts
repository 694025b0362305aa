import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiMessages, USER_SEARCH_MAX_LENGTH } from '@threadline/contracts';

/**
 * GET /contacts/export.csv: every message, unpaged. GET /contacts takes only page and limit;
 * the inbox's search box narrows the list in the browser, and this is the same search, so the
 * file holds what the page shows.
 */
export class ExportContactsQueryDto {
  @ApiPropertyOptional({
    description: 'Text found in the name, email, subject or message, case-insensitively.',
    maxLength: USER_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(USER_SEARCH_MAX_LENGTH, { message: ApiMessages.searchTooLong })
  @IsString()
  search?: string;
}
