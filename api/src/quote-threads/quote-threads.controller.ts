import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { HttpResponse as Response } from '../common/http';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import {
  GuestRequestMessages,
  QuoteMessages,
  ThreadMessages,
  type GuestLinkRenewalResponse,
  type GuestQuoteThread,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { attachmentDownload } from '../files/file-download';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ATTACHMENT_DOWNLOAD_CONTENT } from '../quotes/quote-api-schemas';
import { QuotesService } from '../quotes/quotes.service';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import {
  GuestLinkRenewalView,
  GuestQuoteThreadView,
  QuoteThreadView,
  ThreadMessageDto,
  UnreadThreadsView,
} from './dto/thread-message.dto';
import { objectId, objectSchema } from '../openapi/api-schema';
import { QuoteThreadsService, type ThreadReader } from './quote-threads.service';

const TEAM_NAME = 'Threadline team';

/** What a post answers: the new message's id (the thread is read again for the rest). */
const POSTED_MESSAGE_SCHEMA = objectSchema<{ id: string }>({ id: objectId });
/** A guest reads as the request's buyer, under one shared read mark. */
const GUEST_READER: ThreadReader = { key: 'guest', side: 'buyer' };

/**
 * Conversations on quote requests: the owning buyer and every admin (signed in), or a guest
 * holding the link from their confirmation email. Anyone else gets 404, as for the request.
 */
@ApiTags('quote threads')
@Controller()
export class QuoteThreadsController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly threads: QuoteThreadsService,
  ) {}

  /** The request and the caller's side of it, or 404 for anyone who may not see it. */
  private async access(
    id: Types.ObjectId,
    caller: AuthPrincipal,
  ): Promise<{ quote: QuoteRequestData; reader: ThreadReader }> {
    const quote = await this.quotes.findById(id);
    if (quote && caller.role === 'admin')
      return { quote, reader: { key: caller.uid, side: 'team' } };
    if (quote && quote.ownerUid !== undefined && quote.ownerUid === caller.uid)
      return { quote, reader: { key: caller.uid, side: 'buyer' } };
    throw new NotFoundException(QuoteMessages.quoteNotFound);
  }

  @ApiBearerAuth()
  @Get('quote-threads/unread')
  @ApiOperation({ summary: 'How many threads hold a message the caller has not read' })
  @ApiOkResponse({ type: UnreadThreadsView })
  async unread(@CurrentUser() caller: AuthPrincipal): Promise<UnreadThreadsView> {
    if (caller.role === 'admin')
      return { unreadThreads: await this.threads.unreadCount({ key: caller.uid, side: 'team' }) };
    const owned = await this.quotes.listOwnedBy(caller.uid);
    return {
      unreadThreads: await this.threads.unreadCount(
        { key: caller.uid, side: 'buyer' },
        owned.map((quote) => quote._id.toHexString()),
      ),
    };
  }

  @ApiBearerAuth()
  @Get('quotes/:id/thread')
  @ApiOperation({ summary: 'A request’s thread, oldest first; opening it marks it read' })
  @ApiOkResponse({ type: QuoteThreadView, description: 'Internal notes only for admins.' })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  async thread(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<QuoteThreadView> {
    const { quote, reader } = await this.access(id, caller);
    return this.threads.read(quote, reader);
  }

  @ApiBearerAuth()
  @Post('quotes/:id/thread')
  @ApiOperation({ summary: 'Posts to a request’s thread (admins may post internal notes)' })
  @ApiCreatedResponse({ schema: POSTED_MESSAGE_SCHEMA, description: 'The new message’s id.' })
  @ApiBadRequestResponse({ description: `${ThreadMessages.textRequired}, …` })
  @ApiForbiddenResponse({ description: ThreadMessages.internalForTeamOnly })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  async post(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Body() body: ThreadMessageDto,
  ): Promise<{ id: string }> {
    const { quote, reader } = await this.access(id, caller);
    if (body.internal && reader.side !== 'team')
      throw new ForbiddenException(ThreadMessages.internalForTeamOnly);
    if (body.text.trim() === '') throw new BadRequestException([ThreadMessages.textRequired]);
    const messageId = await this.threads.post(
      quote,
      reader.side === 'team'
        ? { side: 'team', uid: caller.uid, name: TEAM_NAME }
        : { side: 'buyer', uid: caller.uid, name: quote.name },
      body.text,
      body.internal === true,
      body.attachments,
    );
    return { id: messageId };
  }

  @ApiBearerAuth()
  @Get('quotes/:id/thread/attachments/:attachmentId')
  @ApiOperation({ summary: 'A file sent with a thread message, as a download' })
  @ApiOkResponse({
    content: ATTACHMENT_DOWNLOAD_CONTENT,
    description: 'The file (only from a message the caller may read).',
  })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  async downloadAttachment(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('attachmentId', ObjectIdPipe) attachmentId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { quote, reader } = await this.access(id, caller);
    const file = await this.threads.openAttachment(quote, reader, attachmentId);
    if (!file) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return attachmentDownload(file, response);
  }

  /**
   * The request a guest link opens: the token is the only key, scoped to one request. A forged,
   * altered or expired one is a 404 with the link's message, as for a request nobody may see
   * (and not a 403: the site's client reads a 403 as a signed-in session refused).
   */
  private async guestQuote(token: unknown): Promise<QuoteRequestData> {
    const id = this.threads.quoteOfGuestToken(token);
    const quote = id && (await this.quotes.findById(id));
    if (!quote) throw new NotFoundException(ThreadMessages.guestLinkInvalid);
    return quote;
  }

  @Public()
  @Get('guest/thread')
  @ApiOperation({ summary: 'The thread a guest’s link opens (no account)' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiOkResponse({ type: GuestQuoteThreadView })
  @ApiNotFoundResponse({ description: ThreadMessages.guestLinkInvalid })
  async guestThread(@Query('token') token: unknown): Promise<GuestQuoteThread> {
    const quote = await this.guestQuote(token);
    const thread = await this.threads.read(quote, GUEST_READER);
    return {
      ...thread,
      request: {
        reference: quote.reference,
        status: quote.status,
        categoryKey: quote.categoryKey,
        kind: quote.kind,
        quantity: quote.quantity,
        deadline: quote.deadline.toISOString().slice(0, 10),
        details: quote.details,
        offer: quote.offer && {
          unitPrice: quote.offer.unitPrice,
          currency: quote.offer.currency,
          leadTimeDays: quote.offer.leadTimeDays,
          quotedAt: quote.offer.quotedAt.toISOString(),
          ...(quote.offer.validUntil ? { validUntil: quote.offer.validUntil } : {}),
        },
        createdAt: quote.createdAt.toISOString(),
        email: quote.email,
        linkedToAccount: quote.ownerUid !== undefined && quote.ownerUid !== null,
        sizes: quote.sizes?.length
          ? Object.fromEntries(quote.sizes.map(({ size, quantity }) => [size, quantity]))
          : undefined,
        targetUnitPrice: quote.targetUnitPrice,
        currency: quote.currency,
      },
    };
  }

  @Public()
  @RateLimit('quotes')
  @Post('guest/thread/renewal')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Emails a new guest link to the request’s own address' })
  @ApiQuery({ name: 'token', description: 'A link from our emails, expired or not' })
  @ApiAcceptedResponse({ type: GuestLinkRenewalView, description: 'At most one email an hour.' })
  @ApiNotFoundResponse({ description: ThreadMessages.guestLinkInvalid })
  async renewGuestLink(@Query('token') token: unknown): Promise<GuestLinkRenewalResponse> {
    const id = this.threads.quoteOfRenewableToken(token);
    const quote = id && (await this.quotes.findById(id));
    if (!quote) throw new NotFoundException(ThreadMessages.guestLinkInvalid);
    await this.threads.renewGuestLink(quote);
    return { message: GuestRequestMessages.renewSent };
  }

  @Public()
  @Get('guest/thread/attachments/:attachmentId')
  @ApiOperation({ summary: 'A file sent with a message of the guest’s thread, as a download' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiOkResponse({
    content: ATTACHMENT_DOWNLOAD_CONTENT,
    description: 'The file (only from a message of that one thread).',
  })
  @ApiNotFoundResponse({
    description: `${ThreadMessages.guestLinkInvalid}; ${QuoteMessages.quoteNotFound} for another file`,
  })
  async guestDownloadAttachment(
    @Query('token') token: unknown,
    @Param('attachmentId', ObjectIdPipe) attachmentId: Types.ObjectId,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const quote = await this.guestQuote(token);
    const file = await this.threads.openAttachment(quote, GUEST_READER, attachmentId);
    if (!file) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return attachmentDownload(file, response);
  }

  @Public()
  @Post('guest/thread')
  @ApiOperation({ summary: 'A guest replies through their link' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiCreatedResponse({ schema: POSTED_MESSAGE_SCHEMA, description: 'The new message’s id.' })
  @ApiForbiddenResponse({ description: ThreadMessages.internalForTeamOnly })
  @ApiNotFoundResponse({ description: ThreadMessages.guestLinkInvalid })
  async guestPost(
    @Query('token') token: unknown,
    @Body() body: ThreadMessageDto,
  ): Promise<{ id: string }> {
    const quote = await this.guestQuote(token);
    if (body.internal) throw new ForbiddenException(ThreadMessages.internalForTeamOnly);
    if (body.text.trim() === '') throw new BadRequestException([ThreadMessages.textRequired]);
    return {
      id: await this.threads.post(
        quote,
        { side: 'buyer', name: quote.name },
        body.text,
        false,
        body.attachments,
      ),
    };
  }
}
