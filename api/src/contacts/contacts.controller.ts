import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import type { Types } from 'mongoose';
import {
  ApiMessages,
  CONTACTS_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  EXPORT_FILE_NAMES,
  UNREAD_COUNT_HEADER,
  type ContactReceivedResponse,
  type DeletedCountResponse,
  type TrashedResponse,
  type BulkActionResponse,
  type ModifiedCountResponse,
  type QuoteCreatedResponse,
} from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import { CsvExportRoute, csvDownload } from '../common/csv-download';
import { csvStream } from '../common/csv';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { type ContactMessageData, ContactsService } from './contacts.service';
import { ExportContactsQueryDto } from './dto/export-contacts-query.dto';
import { ListContactsQueryDto } from './dto/list-contacts-query.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { MODIFIED_COUNT_SCHEMA } from '../openapi/common-schemas';
import { CONTACT_LIST_SCHEMA, CONTACT_RECEIVED_SCHEMA } from './contact-api-schemas';
import { contactsExportEvent } from './contact-audit-events';
import { CONTACT_CSV_COLUMNS } from './contact-csv-columns';
import { TRASHED_COUNT_SCHEMA } from '../trash/trash-api-schemas';
import { ApiBulkAction } from '../common/bulk-action-route';
import { ContactAdministration } from './contact-administration';
import { BulkContactsDto } from './dto/bulk-contacts.dto';
import { CreateQuoteRequestDto } from '../quotes/dto/create-quote-request.dto';
import { QUOTE_CREATED_SCHEMA } from '../quotes/quote-api-schemas';
import { ContactQuoteRequests } from './contact-quote-requests';

/** A bulk delete is sensitive; a bulk mark-as-read is not. */
const isBulkDelete = (body: unknown) => (body as { action?: unknown } | null)?.action === 'delete';

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly administration: ContactAdministration,
    private readonly audit: AuditService,
    private readonly quoteRequests: ContactQuoteRequests,
  ) {}

  @Public()
  @RateLimit('contacts')
  @Post()
  @ApiCreatedResponse({
    schema: CONTACT_RECEIVED_SCHEMA,
    description: `{ message: '${ApiMessages.contactReceived}', insertedId }`,
  })
  @ApiBadRequestResponse({ description: 'The contact form’s field messages.' })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  async create(@Body() dto: CreateContactMessageDto): Promise<ContactReceivedResponse> {
    const id = await this.contacts.create(dto);
    return { message: ApiMessages.contactReceived, insertedId: id.toHexString() };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get()
  @ApiOkResponse({
    schema: CONTACT_LIST_SCHEMA,
    description: `One page of messages (an array), newest first; the number of all messages is in ${TOTAL_COUNT_HEADER}, of the unread ones in ${UNREAD_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: { description: 'All messages.', schema: { type: 'integer' } },
      [UNREAD_COUNT_HEADER]: {
        description: 'Messages not yet marked read.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A page or limit out of range.' })
  async list(
    @Query() query: ListContactsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContactMessageData[]> {
    const [{ messages, total }, unread] = await Promise.all([
      this.contacts.findPage(query.page ?? 1, query.limit ?? CONTACTS_PAGE_SIZE),
      this.contacts.countUnread(),
    ]);
    response.header(TOTAL_COUNT_HEADER, String(total));
    response.header(UNREAD_COUNT_HEADER, String(unread));
    return messages;
  }

  /** The messages the inbox shows for a search (every one without), newest first, as CSV. */
  @Roles('admin')
  @ApiBearerAuth()
  @CsvExportRoute(`Every message, newest first, as CSV (${EXPORT_FILE_NAMES.contacts}).`)
  async exportCsv(
    @RequestOrigin() origin: AuditOrigin,
    @Query() query: ExportContactsQueryDto,
  ): Promise<StreamableFile> {
    await this.audit.record(origin, contactsExportEvent(query.search));
    return csvDownload(
      csvStream(CONTACT_CSV_COLUMNS, this.contacts.streamNewestFirst(query.search)),
      EXPORT_FILE_NAMES.contacts,
    );
  }

  /** The team makes a quote request from a message; both link to each other. */
  @Roles('admin')
  @ApiBearerAuth()
  @Post(':id/quote-request')
  @ApiCreatedResponse({
    schema: QUOTE_CREATED_SCHEMA,
    description:
      '`{ insertedId, reference }`: the request, made through the quotes’ create path with the body of POST /quotes (the dashboard prefills it from the message). Its history names the message; the message carries `quoteRequest`. Audited.',
  })
  @ApiBadRequestResponse({ description: 'The quote form’s field messages; an unknown category.' })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  @ApiConflictResponse({ description: ApiMessages.contactAlreadyQuoted('Q-2026-0042') })
  async createQuoteRequest(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: CreateQuoteRequestDto,
  ): Promise<QuoteCreatedResponse> {
    const { id: quoteId, reference } = await this.quoteRequests.create(id, dto, origin);
    return { insertedId: quoteId.toHexString(), reference };
  }

  /** Beyond the spec: lets the inbox keep its unread count. */
  @Roles('admin')
  @ApiBearerAuth()
  @Patch(':id/read')
  @ApiOkResponse({
    schema: MODIFIED_COUNT_SCHEMA,
    description: '`{ modifiedCount }`: 0 when it was already read.',
  })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  async markRead(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<ModifiedCountResponse> {
    return { modifiedCount: await this.administration.markRead(origin, id) };
  }

  @Roles('admin')
  @FreshStepUp()
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({
    schema: TRASHED_COUNT_SCHEMA,
    description: '`{ deletedCount: 1, trashId }`; it goes to the trash with its replies.',
  })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  async remove(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<DeletedCountResponse & TrashedResponse> {
    const trashed = await this.administration.remove(origin, id);
    return { deletedCount: 1, trashId: trashed._id.toHexString() };
  }

  @Roles('admin')
  @FreshStepUp(isBulkDelete)
  @ApiBulkAction({ does: 'Mark read or delete', refusals: 'not found' })
  async bulk(
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: BulkContactsDto,
  ): Promise<BulkActionResponse> {
    return this.administration.bulk(origin, dto);
  }
}
