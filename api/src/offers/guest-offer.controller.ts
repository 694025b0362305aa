import { Body, Controller, Get, NotFoundException, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ThreadMessages, type ThreadCounterProposal } from '@threadline/contracts';
import { OfferMessages, type OfferView } from '@threadline/contracts/offers';
import { Public } from '../access/public.decorator';
import { QuoteThreadsService } from '../quote-threads/quote-threads.service';
import { QuotesService } from '../quotes/quotes.service';
import { CounterProposalDto } from './dto/offer-answers.dto';
import { COUNTER_POSTED_SCHEMA, OFFER_VIEW_SCHEMA } from './offer-api-schemas';
import { OfferRevisionsService } from './offer-revisions.service';
import { OffersService } from './offers.service';

/** The offer beside the guest's thread (GET /guest/thread): the same link, the same token. */
@ApiTags('offers')
@Controller('guest')
export class GuestOfferController {
  constructor(
    private readonly offers: OffersService,
    private readonly quotes: QuotesService,
    private readonly threads: QuoteThreadsService,
    private readonly revisions: OfferRevisionsService,
  ) {}

  @Public()
  @Get('offer')
  @ApiOperation({ summary: 'The sent offer a guest’s link opens (no account)' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiOkResponse({ schema: OFFER_VIEW_SCHEMA, description: 'Tiers, MOQ and totals; no costing.' })
  @ApiNotFoundResponse({
    description: `${ThreadMessages.guestLinkInvalid} Or: ${OfferMessages.offerNotFound}`,
  })
  async read(@Query('token') token: unknown): Promise<OfferView> {
    return this.offers.offerFor(await this.guestQuote(token), 'buyer');
  }

  @Public()
  @Post('offer/counter')
  @ApiOperation({ summary: 'A guest answers the offer with target prices, through their link' })
  @ApiQuery({ name: 'token', description: 'From the confirmation email; expires, one request' })
  @ApiCreatedResponse({ schema: COUNTER_POSTED_SCHEMA, description: 'Posted to the thread.' })
  @ApiBadRequestResponse({
    description: `${OfferMessages.counterLinesInvalid}; ${OfferMessages.counterNoteInvalid}`,
  })
  @ApiNotFoundResponse({
    description: `${ThreadMessages.guestLinkInvalid} Or: ${OfferMessages.offerNotFound}`,
  })
  @ApiConflictResponse({ description: 'The offer expired, or the request is won or lost.' })
  async counter(
    @Query('token') token: unknown,
    @Body() dto: CounterProposalDto,
  ): Promise<{ messageId: string; counter: ThreadCounterProposal }> {
    const quote = await this.guestQuote(token);
    return this.revisions.counter(quote, dto, { name: quote.name });
  }

  private async guestQuote(token: unknown) {
    const id = this.threads.quoteOfGuestToken(token);
    const quote = id && (await this.quotes.findById(id));
    if (!quote) throw new NotFoundException(ThreadMessages.guestLinkInvalid);
    return quote;
  }
}
