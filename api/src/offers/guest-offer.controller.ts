import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ThreadMessages } from '@threadline/contracts';
import { OfferMessages, type OfferView } from '@threadline/contracts/offers';
import { Public } from '../access/public.decorator';
import { QuoteThreadsService } from '../quote-threads/quote-threads.service';
import { QuotesService } from '../quotes/quotes.service';
import { OFFER_VIEW_SCHEMA } from './offer-api-schemas';
import { OffersService } from './offers.service';

/** The offer beside the guest's thread (GET /guest/thread): the same link, the same token. */
@ApiTags('offers')
@Controller('guest')
export class GuestOfferController {
  constructor(
    private readonly offers: OffersService,
    private readonly quotes: QuotesService,
    private readonly threads: QuoteThreadsService,
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
    const id = this.threads.quoteOfGuestToken(token);
    const quote = id && (await this.quotes.findById(id));
    if (!quote) throw new NotFoundException(ThreadMessages.guestLinkInvalid);
    return this.offers.offerFor(quote, 'buyer');
  }
}
