import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import type { Types } from 'mongoose';
import {
  ApiMessages,
  DEFAULT_QUOTE_SORT,
  DEFAULT_SORT_ORDER,
  EXPORT_FILE_NAMES,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTES_PAGE_SIZE,
  QuoteMessages,
  TOTAL_COUNT_HEADER,
  TrashMessages,
  type AdminQuoteRequest,
  type DeletedCountResponse,
  type BulkActionResponse,
  type TrashedResponse,
  type QuoteAttachmentUploadResponse,
  type QuoteCreatedResponse,
  type QuoteRequest,
  type QuoteSummary,
} from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { OptionalAuthentication } from '../access/optional-authentication.decorator';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import { CategoriesService } from '../categories/categories.service';
import { CsvExportRoute, csvDownload } from '../common/csv-download';
import { csvStream } from '../common/csv';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { SingleFileUpload } from '../common/single-file-upload';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AttachmentTooLargeFilter } from './attachment-too-large.filter';
import { CreateQuoteRequestDto } from './dto/create-quote-request.dto';
import { ExportQuotesQueryDto } from './dto/export-quotes-query.dto';
import { ListQuotesQueryDto } from './dto/list-quotes-query.dto';
import { UpdateQuoteRequestDto } from './dto/update-quote-request.dto';
import { AttachmentFilesService } from '../files/attachment-files.service';
import { attachmentDownload } from '../files/file-download';
import { adminViewOf, ownerViewOf } from './quote-views';
import { mayReadQuote, quoteViewFor } from './quote-access.policy';
import { quoteExportEvent, quoteUpdateEvent } from './quote-audit-events';
import { QUOTE_CSV_COLUMNS } from './quote-csv-columns';
import { QuotesService } from './quotes.service';
import { QuoteTrash } from './quote-trash';
import { QuoteBulkMoves } from './quote-bulk-moves';
import { QuoteLinePins } from './quote-line-pins';
import { BulkMoveQuotesDto } from './dto/bulk-move-quotes.dto';
import { ApiBulkAction } from '../common/bulk-action-route';
import { TRASHED_COUNT_SCHEMA } from '../trash/trash-api-schemas';
import { arrayOf } from '../openapi/api-schema';
import {
  ADMIN_QUOTE_SCHEMA,
  ATTACHMENT_DOWNLOAD_CONTENT,
  ATTACHMENT_UPLOAD_SCHEMA,
  QUOTE_CREATED_SCHEMA,
  QUOTE_FOR_CALLER_SCHEMA,
  QUOTE_SCHEMA,
  QUOTE_SUMMARY_SCHEMA,
} from './quote-api-schemas';

/** The part of an uploaded file (common/single-file-upload.ts) this controller reads. */
interface UploadedAttachmentFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly attachments: AttachmentFilesService,
    private readonly categories: CategoriesService,
    private readonly audit: AuditService,
    private readonly quoteTrash: QuoteTrash,
    private readonly bulkMoves: QuoteBulkMoves,
    private readonly pins: QuoteLinePins,
  ) {}

  // Public like the form: a visitor uploads before sending. The answer's uploadToken is what
  // later proves this caller uploaded the file.
  @Public()
  @RateLimit('quotes')
  @Post('attachments')
  @UseFilters(AttachmentTooLargeFilter)
  @SingleFileUpload('file', QUOTE_ATTACHMENT_MAX_BYTES)
  @ApiCreatedResponse({
    schema: ATTACHMENT_UPLOAD_SCHEMA,
    description: '`{ id, uploadToken, fileName, contentType, size }`: a PDF or an image.',
  })
  @ApiPayloadTooLargeResponse({ description: QuoteMessages.attachmentTooLarge })
  @ApiUnsupportedMediaTypeResponse({ description: QuoteMessages.attachmentType })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  async uploadAttachment(
    @UploadedFile() file: UploadedAttachmentFile | undefined,
  ): Promise<QuoteAttachmentUploadResponse> {
    if (!file || file.size === 0) throw new BadRequestException(QuoteMessages.attachmentRequired);
    return this.attachments.store(file.buffer, file.originalname);
  }

  @OptionalAuthentication()
  @RateLimit('quotes')
  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({
    schema: QUOTE_CREATED_SCHEMA,
    description:
      '`{ insertedId, reference }`. With a bearer, the request is linked to that account.',
  })
  @ApiBadRequestResponse({
    description: 'The form’s field messages; an unknown category or attachment; any extra field.',
  })
  @ApiUnauthorizedResponse({ description: 'A bearer was sent and is not valid.' })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  async create(
    @Body() dto: CreateQuoteRequestDto,
    @CurrentUser() caller: AuthPrincipal | undefined,
  ): Promise<QuoteCreatedResponse> {
    if (!(await this.categories.exists(dto.categoryKey.trim())))
      throw new BadRequestException([QuoteMessages.categoryUnknown]);
    const { id, reference } = await this.quotes.create(dto, caller?.uid);
    return { insertedId: id.toHexString(), reference };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get()
  @ApiOkResponse({
    schema: arrayOf(ADMIN_QUOTE_SCHEMA),
    description: `One page of requests (an array, notes included); the number of matches is in ${TOTAL_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Requests matching status and search.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A query value outside its allowlist or range.' })
  async list(
    @Query() query: ListQuotesQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminQuoteRequest[]> {
    const { quotes, total } = await this.quotes.findPage({
      status: query.status,
      search: query.search?.trim() ?? '',
      sort: query.sort ?? DEFAULT_QUOTE_SORT,
      order: query.order ?? DEFAULT_SORT_ORDER,
      page: query.page ?? 1,
      limit: query.limit ?? QUOTES_PAGE_SIZE,
    });
    response.header(TOTAL_COUNT_HEADER, String(total));
    const repeats = await this.quotes.repeatsOf(quotes);
    return quotes.map((quote) => adminViewOf(quote, repeats.get(quote._id.toHexString())));
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('summary')
  @ApiOkResponse({
    schema: QUOTE_SUMMARY_SCHEMA,
    description: '`{ new, reviewing, quoted, won, lost, total }`',
  })
  summary(): Promise<QuoteSummary> {
    return this.quotes.summary();
  }

  @Roles('admin')
  @ApiBearerAuth()
  @CsvExportRoute(
    `Every request GET /quotes would list with these filters, in its order, as CSV (${EXPORT_FILE_NAMES.quotes}); notes are counted, not copied.`,
  )
  @ApiBadRequestResponse({ description: 'A query value outside its allowlist or range.' })
  async exportCsv(
    @RequestOrigin() origin: AuditOrigin,
    @Query() query: ExportQuotesQueryDto,
  ): Promise<StreamableFile> {
    const search = query.search?.trim() ?? '';
    await this.audit.record(
      origin,
      quoteExportEvent({ status: query.status, search, sort: query.sort, order: query.order }),
    );
    const rows = this.quotes.streamMatches({
      status: query.status,
      search,
      sort: query.sort ?? DEFAULT_QUOTE_SORT,
      order: query.order ?? DEFAULT_SORT_ORDER,
    });
    return csvDownload(csvStream(QUOTE_CSV_COLUMNS, rows), EXPORT_FILE_NAMES.quotes);
  }

  @ApiBearerAuth()
  @Get('mine')
  @ApiOkResponse({
    schema: arrayOf(QUOTE_SCHEMA),
    description: 'The caller’s own requests, newest first, without notes.',
  })
  async mine(@CurrentUser() caller: AuthPrincipal): Promise<QuoteRequest[]> {
    return (await this.quotes.listOwnedBy(caller.uid)).map((quote) => ownerViewOf(quote));
  }

  @ApiBearerAuth()
  @Get(':id')
  @ApiOkResponse({
    schema: QUOTE_FOR_CALLER_SCHEMA,
    description:
      'An admin gets the notes too; the owner never does. Each style line carries its pinned version, and `newerVersion` when the buyer has saved a later one.',
  })
  @ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also for anyone else).` })
  async findOne(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<QuoteRequest | AdminQuoteRequest> {
    const quote = await this.quotes.findById(id);
    if (!quote || !mayReadQuote(quote, caller))
      throw new NotFoundException(QuoteMessages.quoteNotFound);
    const view = quoteViewFor(quote, caller, await this.pins.latestVersionsOf(quote));
    if (!view) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return view;
  }

  @ApiBearerAuth()
  @Get(':id/attachments/:attachmentId')
  @ApiOkResponse({
    content: ATTACHMENT_DOWNLOAD_CONTENT,
    description: 'The file, as a download (an admin or the owner).',
  })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  async downloadAttachment(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('attachmentId', ObjectIdPipe) attachmentId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const quote = await this.quotes.findById(id);
    const file =
      quote && mayReadQuote(quote, caller)
        ? await this.attachments.open(attachmentId, { quoteId: id })
        : undefined;
    if (!file) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return attachmentDownload(file, response);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Patch(':id')
  @ApiOkResponse({ schema: ADMIN_QUOTE_SCHEMA, description: 'The updated request (admin view).' })
  @ApiBadRequestResponse({ description: 'quoted without unitPrice, currency and leadTimeDays.' })
  @ApiConflictResponse({ description: 'A move the pipeline does not allow.' })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  async update(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: UpdateQuoteRequestDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<AdminQuoteRequest> {
    // One entry per PATCH, written once the move is known to be allowed and before any write.
    const updated = await this.quotes.update(
      id,
      dto,
      { uid: caller.uid, email: caller.email },
      (current) => this.audit.record(origin, quoteUpdateEvent(current, dto)),
    );
    if (!updated) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return adminViewOf(updated);
  }

  @Roles('admin')
  @FreshStepUp()
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({
    schema: TRASHED_COUNT_SCHEMA,
    description:
      '`{ deletedCount: 1, trashId }`; it goes to the trash with its files and thread, restorable until it is purged.',
  })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  @ApiConflictResponse({ description: TrashMessages.quoteHasOrder })
  async remove(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<DeletedCountResponse & TrashedResponse> {
    const trashed = await this.quoteTrash.trashQuote(origin, id);
    return { deletedCount: 1, trashId: trashed._id.toHexString() };
  }

  @Roles('admin')
  @ApiBulkAction({
    does: 'Moves each request to `status`',
    refusals: 'already there is unchanged; a move the pipeline does not allow, not found',
  })
  async bulkMove(
    @RequestOrigin() origin: AuditOrigin,
    @CurrentUser() caller: AuthPrincipal,
    @Body() dto: BulkMoveQuotesDto,
  ): Promise<BulkActionResponse> {
    return this.bulkMoves.apply(origin, { uid: caller.uid, email: caller.email }, dto);
  }
}
