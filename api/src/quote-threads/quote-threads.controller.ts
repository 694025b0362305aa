import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
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
import { QuoteMessages, ThreadMessages } from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { QuotesService } from '../quotes/quotes.service';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import {
  QuoteThreadView,
  ThreadMessageDto,
  ThreadMessageView,
  UnreadThreadsView,
} from './dto/thread-message.dto';
import { QuoteThreadsService, type ThreadReader } from './quote-threads.service';

const TEAM_NAME = 'Threadline team';

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
  @ApiCreatedResponse({ type: ThreadMessageView })
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
    );
    return { id: messageId };
  }

  /** The request a guest link opens, or 403: the token is the only key, scoped to one request. */
  private async guestQuote(token: unknown): Promise<QuoteRequestData> {
    const id = this.threads.quoteOfGuestToken(token);
    const quote = id && (await this.quotes.findById(id));
    if (!quote) throw new ForbiddenException(ThreadMessages.guestLinkInvalid);
    return quote;
  }

  @Public()
  @Get('guest/thread')
  @ApiOperation({ summary: 'The thread a guest’s link opens (no account)' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiOkResponse({ type: QuoteThreadView })
  @ApiForbiddenResponse({ description: ThreadMessages.guestLinkInvalid })
  async guestThread(@Query('token') token: unknown): Promise<QuoteThreadView> {
    const quote = await this.guestQuote(token);
    return this.threads.read(quote, { key: 'guest', side: 'buyer' });
  }

  @Public()
  @Post('guest/thread')
  @ApiOperation({ summary: 'A guest replies through their link' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiCreatedResponse({ type: ThreadMessageView })
  @ApiForbiddenResponse({ description: ThreadMessages.guestLinkInvalid })
  async guestPost(
    @Query('token') token: unknown,
    @Body() body: ThreadMessageDto,
  ): Promise<{ id: string }> {
    const quote = await this.guestQuote(token);
    if (body.internal) throw new ForbiddenException(ThreadMessages.internalForTeamOnly);
    if (body.text.trim() === '') throw new BadRequestException([ThreadMessages.textRequired]);
    return {
      id: await this.threads.post(quote, { side: 'buyer', name: quote.name }, body.text, false),
    };
  }
}
