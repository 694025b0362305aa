import { Body, Controller, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import {
  QuoteLineMessages,
  QuoteMessages,
  StyleMessages,
  type QuoteCreatedResponse,
  type QuoteLineRepinned,
  type QuoteLinesDraft,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { QUOTE_CREATED_SCHEMA } from '../quotes/quote-api-schemas';
import { QuotesService } from '../quotes/quotes.service';
import { CreateQuoteLinesRequestDto } from './dto/create-quote-lines-request.dto';
import { ReorderQuoteDto } from './dto/reorder-quote.dto';
import { LineNumberPipe } from './line-number.pipe';
import { QUOTE_LINE_REPINNED_SCHEMA, QUOTE_LINES_DRAFT_SCHEMA } from './quote-lines-api-schemas';
import { QuoteLinesService } from './quote-lines.service';

const STALE = `${QuoteLineMessages.lineNotStyle} Or: ${QuoteLineMessages.lineUpToDate}`;

/** A member's request of several styles, its reorder, and re-pinning a line (issue 36). */
@ApiTags('quotes')
@ApiBearerAuth()
@Controller('quotes')
export class QuoteLinesController {
  constructor(
    private readonly lines: QuoteLinesService,
    private readonly quotes: QuotesService,
    private readonly audit: AuditService,
  ) {}

  @Roles('user')
  @RateLimit('quotes')
  @Post('requests')
  @ApiCreatedResponse({
    schema: QUOTE_CREATED_SCHEMA,
    description: '`{ insertedId, reference }`: the request, each style line pinned to its version.',
  })
  @ApiBadRequestResponse({
    description:
      'The request’s field messages, each line’s named by its number; a matrix not of its version’s shape; an unknown category or file.',
  })
  @ApiNotFoundResponse({
    description: `${StyleMessages.styleNotFound} (another member’s too) Or: ${StyleMessages.versionNotFound}`,
  })
  async create(
    @Body() dto: CreateQuoteLinesRequestDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<QuoteCreatedResponse> {
    const { id, reference } = await this.lines.create(dto, caller);
    return { insertedId: id.toHexString(), reference };
  }

  @Roles('user')
  @Post(':id/reorder')
  @HttpCode(200)
  @ApiOkResponse({
    schema: QUOTE_LINES_DRAFT_SCHEMA,
    description:
      'The builder’s prefill: nothing is stored until it is sent to POST /quotes/requests.',
  })
  @ApiBadRequestResponse({ description: QuoteLineMessages.reorderChoiceInvalid })
  @ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also for anyone else).` })
  reorder(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: ReorderQuoteDto,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<QuoteLinesDraft> {
    return this.lines.reorder(id, dto.versions, caller, origin);
  }

  @Roles('admin')
  @Post(':id/lines/:line/repin-request')
  @HttpCode(200)
  @ApiOkResponse({
    schema: QUOTE_LINE_REPINNED_SCHEMA,
    description: 'Asks the buyer in the thread to re-pin the line; the line is theirs to move.',
  })
  @ApiConflictResponse({ description: STALE })
  @ApiNotFoundResponse({
    description: `${QuoteMessages.quoteNotFound} Or: ${QuoteLineMessages.lineNotFound}`,
  })
  async askToRepin(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('line', LineNumberPipe) line: number,
  ): Promise<QuoteLineRepinned> {
    const quote = await this.quotes.findById(id);
    if (!quote) throw new NotFoundException(QuoteMessages.quoteNotFound);
    const stale = await this.lines.staleLine(quote, line);
    await this.audit.record(origin, {
      action: 'quote.repin_asked',
      target: { type: 'quote', id: quote._id.toHexString(), label: quote.reference },
      changes: [
        {
          field: `line ${line}`,
          from: `v${stale.line.version}`,
          to: `v${stale.head.latestVersion}`,
        },
      ],
    });
    return this.lines.askToRepin(quote, line, stale);
  }

  @Roles('user')
  @Post(':id/lines/:line/repin')
  @HttpCode(200)
  @ApiOkResponse({
    schema: QUOTE_LINE_REPINNED_SCHEMA,
    description:
      'The line now pins its style’s latest version (quantities kept by colourway and size); recorded in the history and the thread.',
  })
  @ApiConflictResponse({ description: STALE })
  @ApiNotFoundResponse({
    description: `${QuoteMessages.quoteNotFound} (also for anyone else) Or: ${QuoteLineMessages.lineNotFound}`,
  })
  repin(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('line', LineNumberPipe) line: number,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<QuoteLineRepinned> {
    return this.lines.repin(id, line, caller, origin);
  }
}
