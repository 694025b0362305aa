import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import { AUDIT_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@threadline/contracts';
import { Roles } from '../access/roles.decorator';
import { type AuditListEntry, AuditService } from './audit.service';
import { ListAuditQueryDto } from './dto/list-audit-query.dto';
import { AUDIT_LIST_SCHEMA } from './audit-api-schemas';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Read-only on purpose: there is no route that changes or removes an entry. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Roles('admin')
  @Get()
  @ApiOkResponse({
    schema: AUDIT_LIST_SCHEMA,
    description: `One page of audit entries, newest first (an array); the number of matches is in ${TOTAL_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Entries matching the filters.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A filter outside its allowlist or not a date.' })
  async list(
    @Query() query: ListAuditQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditListEntry[]> {
    const to = query.to ? new Date(query.to) : undefined;
    const { entries, total } = await this.audit.findPage({
      actor: query.actor,
      action: query.action,
      target: query.target,
      from: query.from ? new Date(query.from) : undefined,
      // A bare date means the whole of that day; a time means up to and including that second.
      toExclusive:
        to && query.to && DATE_ONLY.test(query.to)
          ? new Date(to.getTime() + DAY_MS)
          : to && new Date(to.getTime() + 1000),
      page: query.page ?? 1,
      limit: query.limit ?? AUDIT_PAGE_SIZE,
    });
    response.header(TOTAL_COUNT_HEADER, String(total));
    return entries;
  }
}
