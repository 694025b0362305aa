import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import {
  StyleMessages,
  TOTAL_COUNT_HEADER,
  type StyleDetail,
  type StyleSummary,
  type StyleVersionPage,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import type { HttpResponse as Response } from '../common/http';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { arrayOf } from '../openapi/api-schema';
import { ListStylesQueryDto } from './dto/list-styles-query.dto';
import { SaveStyleDto, StyleContentDto } from './dto/style-content.dto';
import {
  STYLE_DETAIL_SCHEMA,
  STYLE_SUMMARY_SCHEMA,
  STYLE_VERSION_PAGE_SCHEMA,
} from './style-api-schemas';
import { StylesService } from './styles.service';
import { VersionNumberPipe } from './version-number.pipe';

const NOT_FOUND = `${StyleMessages.styleNotFound} (also for another member’s style).`;

@ApiTags('styles')
@ApiBearerAuth()
@Controller('styles')
export class StylesController {
  constructor(private readonly styles: StylesService) {}

  @Get()
  @ApiOkResponse({
    schema: arrayOf(STYLE_SUMMARY_SCHEMA),
    description: `One page of the caller’s styles (an admin: every member’s), latest change first; the number of matches is in ${TOTAL_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Styles matching the query.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A search, season, category or page outside its rule.' })
  async list(
    @Query() query: ListStylesQueryDto,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StyleSummary[]> {
    const { styles, total } = await this.styles.list(caller, {
      search: query.search?.trim() ?? '',
      season: query.season,
      category: query.category,
      page: query.page ?? 1,
      limit: query.limit,
    });
    response.header(TOTAL_COUNT_HEADER, String(total));
    return styles;
  }

  @Post()
  @ApiCreatedResponse({ schema: STYLE_DETAIL_SCHEMA, description: 'The new style, at v1.' })
  @ApiBadRequestResponse({
    description: 'The field messages; an unknown category; a file that is not the caller’s.',
  })
  @ApiConflictResponse({ description: StyleMessages.styleNumberTaken })
  create(
    @Body() dto: StyleContentDto,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<StyleDetail> {
    return this.styles.create(dto, caller, origin);
  }

  @Get(':id')
  @ApiOkResponse({
    schema: STYLE_DETAIL_SCHEMA,
    description: 'The latest version and the history.',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  detail(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<StyleDetail> {
    return this.styles.detail(id, caller);
  }

  @Post(':id/versions')
  @ApiCreatedResponse({ schema: STYLE_DETAIL_SCHEMA, description: 'The style at its new version.' })
  @ApiBadRequestResponse({ description: 'The field messages, as for a new style.' })
  @ApiForbiddenResponse({ description: StyleMessages.ownerOnly })
  @ApiConflictResponse({
    description: `${StyleMessages.versionStale} Or: ${StyleMessages.styleNumberTaken}`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  save(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: SaveStyleDto,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<StyleDetail> {
    const { baseVersion, ...content } = dto;
    return this.styles.save(id, content, baseVersion, caller, origin);
  }

  @Get(':id/versions/:version')
  @ApiOkResponse({
    schema: STYLE_VERSION_PAGE_SCHEMA,
    description: 'The version and what changed from the one before it.',
  })
  @ApiNotFoundResponse({ description: `${NOT_FOUND} Or: ${StyleMessages.versionNotFound}` })
  versionPage(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('version', VersionNumberPipe) version: number,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<StyleVersionPage> {
    return this.styles.versionPage(id, version, caller);
  }
}
