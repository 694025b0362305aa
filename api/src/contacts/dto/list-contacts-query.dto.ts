import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiMessages, CONTACTS_PAGE_SIZE, MAX_PAGE_LIMIT } from '@threadline/contracts';
import { MAX_PAGE, wholeNumber } from '../../common/page-query';

/** GET /contacts: one page of the inbox, newest first. */
export class ListContactsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @Transform(wholeNumber)
  @IsOptional()
  @Max(MAX_PAGE, { message: ApiMessages.pageInvalid })
  @Min(1, { message: ApiMessages.pageInvalid })
  @IsInt({ message: ApiMessages.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: CONTACTS_PAGE_SIZE })
  @Transform(wholeNumber)
  @IsOptional()
  @Max(MAX_PAGE_LIMIT, { message: ApiMessages.limitInvalid })
  @Min(1, { message: ApiMessages.limitInvalid })
  @IsInt({ message: ApiMessages.limitInvalid })
  limit?: number;
}
