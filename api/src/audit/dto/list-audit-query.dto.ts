import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApiMessages,
  AUDIT_ACTIONS,
  AUDIT_FILTER_MAX_LENGTH,
  AUDIT_PAGE_SIZE,
  type AuditAction,
} from '@threadline/contracts';
import { blankAsAbsent, PagedQuery } from '../../common/page-query';

/**
 * A date, as the filters are set from the Audit page. A time (ISO 8601) is accepted too; the
 * document names the date alone, as one schema a client can generate from.
 */
const AUDIT_DATE_SCHEMA = {
  type: 'string',
  format: 'date',
  // From the year 0100: IsISO8601's strict check reads a year below 100 as 19xx and refuses it.
  pattern: '^(?:0[1-9]|[1-9][0-9])[0-9]{2}-',
} as const;

/** GET /audit: every filter optional; `to` includes the whole of its day when it is a date. */
export class ListAuditQueryDto extends PagedQuery(AUDIT_PAGE_SIZE) {
  @ApiPropertyOptional({ description: 'The actor’s email or user record id.' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(AUDIT_FILTER_MAX_LENGTH, { message: ApiMessages.auditFilterTooLong })
  @IsString({ message: ApiMessages.auditFilterTooLong })
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: ApiMessages.auditActionInvalid })
  action?: AuditAction;

  @ApiPropertyOptional({ description: 'The target’s id or label (an email, a category key).' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(AUDIT_FILTER_MAX_LENGTH, { message: ApiMessages.auditFilterTooLong })
  @IsString({ message: ApiMessages.auditFilterTooLong })
  target?: string;

  @ApiPropertyOptional({
    description: 'ISO 8601 date or time: entries from then on. Empty: not given.',
    ...AUDIT_DATE_SCHEMA,
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: ApiMessages.auditDateInvalid })
  from?: string;

  @ApiPropertyOptional({
    description: 'ISO 8601 date (the whole day) or time: entries until then. Empty: not given.',
    ...AUDIT_DATE_SCHEMA,
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: ApiMessages.auditDateInvalid })
  to?: string;
}
