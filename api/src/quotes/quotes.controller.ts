import {
  BadRequestException,
  Body,
  Controller,
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
  type AdminQuoteRequest,
  type AuditChange,
  type QuoteAttachmentUploadResponse,
  type QuoteCreatedResponse,
  type QuoteRequest,
  type QuoteSummary,
  type QuoteUpdateInput,
} from '@threadline/contracts';
import { auditValue, changedFields, exportTarget } from '../audit/audit-changes';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../auth/auth-principal';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OptionalAuthentication } from '../auth/decorators/optional-authentication.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { CategoriesService } from '../categories/categories.service';
import { CsvExportRoute, csvDownload } from '../common/csv-download';
import { type CsvColumn, csvStream } from '../common/csv';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { SingleFileUpload } from '../common/single-file-upload';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AttachmentTooLargeFilter } from './attachment-too-large.filter';
import { CreateQuoteRequestDto } from './dto/create-quote-request.dto';
import { ExportQuotesQueryDto } from './dto/export-quotes-query.dto';
import { ListQuotesQueryDto } from './dto/list-quotes-query.dto';
import { UpdateQuoteRequestDto } from './dto/update-quote-request.dto';
import { QuoteAttachmentsService } from './quote-attachments.service';
import { adminViewOf, ownerViewOf } from './quote-views';
import { QuotesService } from './quotes.service';
import type { QuoteRequestData } from './schemas/quote-request.schema';

/** The part of an uploaded file (common/single-file-upload.ts) this controller reads. */
interface UploadedAttachmentFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** An entry names a note by its start only: the trail is a summary, the note stays on the request. */
const NOTE_EXCERPT_LENGTH = 60;

const QUOTE_COLUMNS: CsvColumn<QuoteRequestData>[] = [
  { header: 'id', value: (quote) => quote._id.toHexString() },
  { header: 'reference', value: (quote) => quote.reference },
  { header: 'status', value: (quote) => quote.status },
  { header: 'name', value: (quote) => quote.name },
  { header: 'email', value: (quote) => quote.email },
  { header: 'company', value: (quote) => quote.company },
  { header: 'phone', value: (quote) => quote.phone },
  { header: 'categoryKey', value: (quote) => quote.categoryKey },
  { header: 'kind', value: (quote) => quote.kind },
  { header: 'quantity', value: (quote) => quote.quantity },
  {
    header: 'sizes',
    value: (quote) => quote.sizes?.map(({ size, quantity }) => `${size}: ${quantity}`).join('; '),
  },
  { header: 'targetUnitPrice', value: (quote) => quote.targetUnitPrice },
  { header: 'targetCurrency', value: (quote) => quote.currency },
  { header: 'deadline', value: (quote) => quote.deadline.toISOString().slice(0, 10) },
  { header: 'details', value: (quote) => quote.details },
  { header: 'attachments', value: (quote) => quote.attachments?.length ?? 0 },
  { header: 'unitPrice', value: (quote) => quote.offer?.unitPrice },
  { header: 'currency', value: (quote) => quote.offer?.currency },
  { header: 'leadTimeDays', value: (quote) => quote.offer?.leadTimeDays },
  { header: 'quotedAt', value: (quote) => quote.offer?.quotedAt },
  { header: 'notes', value: (quote) => quote.notes?.length ?? 0 },
  { header: 'createdAt', value: (quote) => quote.createdAt },
  { header: 'updatedAt', value: (quote) => quote.updatedAt },
];

const isOwner = (quote: QuoteRequestData, caller: AuthPrincipal) =>
  quote.ownerUid !== undefined && quote.ownerUid === caller.uid;

@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly attachments: QuoteAttachmentsService,
    private readonly categories: CategoriesService,
    private readonly audit: AuditService,
  ) {}

  // Public like the form: a visitor uploads before sending. The answer's uploadToken is what
  // later proves this caller uploaded the file.
  @Public()
  @RateLimit('quotes')
  @Post('attachments')
  @UseFilters(AttachmentTooLargeFilter)
  @SingleFileUpload('file', QUOTE_ATTACHMENT_MAX_BYTES)
  @ApiCreatedResponse({
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
    return quotes.map(adminViewOf);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('summary')
  @ApiOkResponse({ description: '`{ new, reviewing, quoted, won, lost, total }`' })
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
    await this.audit.record(origin, {
      action: 'quotes.exported',
      target: exportTarget('quotes', {
        status: query.status,
        search,
        sort: query.sort,
        order: query.order,
      }),
    });
    const rows = this.quotes.streamMatches({
      status: query.status,
      search,
      sort: query.sort ?? DEFAULT_QUOTE_SORT,
      order: query.order ?? DEFAULT_SORT_ORDER,
    });
    return csvDownload(csvStream(QUOTE_COLUMNS, rows), EXPORT_FILE_NAMES.quotes);
  }

  @ApiBearerAuth()
  @Get('mine')
  @ApiOkResponse({ description: 'The caller’s own requests, newest first, without notes.' })
  async mine(@CurrentUser() caller: AuthPrincipal): Promise<QuoteRequest[]> {
    return (await this.quotes.listOwnedBy(caller.uid)).map(ownerViewOf);
  }

  @ApiBearerAuth()
  @Get(':id')
  @ApiOkResponse({ description: 'An admin gets the notes too; the owner never does.' })
  @ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also for anyone else).` })
  async findOne(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<QuoteRequest | AdminQuoteRequest> {
    const quote = await this.quotes.findById(id);
    if (quote && caller.role === 'admin') return adminViewOf(quote);
    if (quote && isOwner(quote, caller)) return ownerViewOf(quote);
    throw new NotFoundException(QuoteMessages.quoteNotFound);
  }

  @ApiBearerAuth()
  @Get(':id/attachments/:attachmentId')
  @ApiOkResponse({ description: 'The file, as a download (an admin or the owner).' })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  async downloadAttachment(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('attachmentId', ObjectIdPipe) attachmentId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const quote = await this.quotes.findById(id);
    const file =
      quote && (caller.role === 'admin' || isOwner(quote, caller))
        ? await this.attachments.open(attachmentId, id)
        : undefined;
    if (!file) throw new NotFoundException(QuoteMessages.quoteNotFound);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Patch(':id')
  @ApiOkResponse({ description: 'The updated request (admin view).' })
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
      (current) =>
        this.audit.record(origin, {
          action: dto.status ? 'quote.status_changed' : 'quote.note_added',
          target: { type: 'quote', id: current._id.toHexString(), label: current.reference },
          changes: quoteChanges(current, dto),
        }),
    );
    if (!updated) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return adminViewOf(updated);
  }
}

/** A PATCH as before → after: the status, the offer when it is set, and the start of a note. */
function quoteChanges(current: QuoteRequestData, change: QuoteUpdateInput): AuditChange[] {
  const changes: AuditChange[] = [];
  if (change.status) {
    const fields = ['status', 'unitPrice', 'currency', 'leadTimeDays'] as const;
    const before = {
      status: current.status,
      unitPrice: current.offer?.unitPrice,
      currency: current.offer?.currency,
      leadTimeDays: current.offer?.leadTimeDays,
    };
    const after =
      change.status === 'quoted'
        ? {
            status: change.status,
            unitPrice: change.unitPrice,
            currency: change.currency,
            leadTimeDays: change.leadTimeDays,
          }
        : { ...before, status: change.status };
    changes.push(...changedFields(before, after, fields));
  }
  const note = change.note?.trim();
  if (note) {
    const excerpt =
      note.length > NOTE_EXCERPT_LENGTH ? `${note.slice(0, NOTE_EXCERPT_LENGTH - 1)}…` : note;
    changes.push({ field: 'note', to: auditValue(excerpt) });
  }
  return changes;
}
