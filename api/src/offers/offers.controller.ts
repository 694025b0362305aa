import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { QuoteMessages, type ThreadCounterProposal } from '@threadline/contracts';
import { OfferMessages, type OfferView } from '@threadline/contracts/offers';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { mayReadQuote } from '../quotes/quote-access.policy';
import { QuotesService } from '../quotes/quotes.service';
import { CounterProposalDto, OfferRevisionDto } from './dto/offer-answers.dto';
import { OfferDto } from './dto/offer.dto';
import { COUNTER_POSTED_SCHEMA, OFFER_VIEW_SCHEMA } from './offer-api-schemas';
import { OfferRevisionsService } from './offer-revisions.service';
import { OffersService } from './offers.service';

const author = (caller: AuthPrincipal) => ({ uid: caller.uid, email: caller.email });

/** The offer per line of a request: saved and sent by the team, read by the buyer (issue 37). */
@ApiTags('offers')
@Controller('quotes')
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly quotes: QuotesService,
    private readonly revisions: OfferRevisionsService,
  ) {}

  @ApiBearerAuth()
  @Get(':id/offer')
  @ApiOperation({ summary: 'The offer per line: the buyer’s once sent, the team’s while drafted' })
  @ApiOkResponse({
    schema: OFFER_VIEW_SCHEMA,
    description: 'Tiers, MOQ, the price at the asked quantities and the totals; no costing.',
  })
  @ApiNotFoundResponse({
    description: `${QuoteMessages.quoteNotFound} (also for anyone else) Or: ${OfferMessages.offerNotFound}`,
  })
  async read(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<OfferView> {
    const quote = await this.quotes.findById(id);
    if (!quote || !mayReadQuote(quote, caller))
      throw new NotFoundException(QuoteMessages.quoteNotFound);
    return this.offers.offerFor(quote, caller.role === 'admin' ? 'team' : 'buyer');
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Put(':id/offer')
  @ApiOperation({ summary: 'Saves the offer for every line of a request, unsent' })
  @ApiOkResponse({ schema: OFFER_VIEW_SCHEMA, description: 'The offer as the buyer will read it.' })
  @ApiBadRequestResponse({
    description: `The field messages; ${OfferMessages.offerLinesIncomplete}; a line’s price breaks out of order; ${OfferMessages.validUntilInvalid}`,
  })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  @ApiConflictResponse({
    description: 'The offer was sent already, or the request is past quoting (quoted, won, lost).',
  })
  async save(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: OfferDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<OfferView> {
    const quote = await this.offers.quoteOf(id);
    return this.offers.saveOffer(origin, quote, dto, author(caller));
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post(':id/offer/send')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the saved offer: the request moves to quoted' })
  @ApiOkResponse({ schema: OFFER_VIEW_SCHEMA, description: 'The offer as sent.' })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  @ApiConflictResponse({
    description: `${OfferMessages.offerNotSaved}; sent already; expired; or a move the pipeline does not allow (a new request is reviewed first).`,
  })
  async send(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<OfferView> {
    const quote = await this.offers.quoteOf(id);
    return this.offers.sendOffer(origin, quote, author(caller));
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post(':id/offer/revisions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the next version of a sent offer, with the reason' })
  @ApiOkResponse({
    schema: OFFER_VIEW_SCHEMA,
    description: 'The new version, the earlier ones in `history` as they were sent.',
  })
  @ApiBadRequestResponse({
    description: `The offer’s field messages; ${OfferMessages.revisionReasonInvalid}`,
  })
  @ApiNotFoundResponse({ description: QuoteMessages.quoteNotFound })
  @ApiConflictResponse({
    description: `${OfferMessages.offerNotSent}; the request is won or lost; or ${OfferMessages.offerChangedMeanwhile}`,
  })
  async revise(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: OfferRevisionDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<OfferView> {
    const quote = await this.offers.quoteOf(id);
    return this.revisions.revise(origin, quote, dto, author(caller));
  }

  @ApiBearerAuth()
  @Post(':id/offer/counter')
  @ApiOperation({ summary: 'The buyer answers the offer with a target unit price per line' })
  @ApiCreatedResponse({ schema: COUNTER_POSTED_SCHEMA, description: 'Posted to the thread.' })
  @ApiBadRequestResponse({
    description: `${OfferMessages.counterLinesInvalid}; ${OfferMessages.targetPriceInvalid(1)}; ${OfferMessages.counterNoteInvalid}`,
  })
  @ApiForbiddenResponse({ description: OfferMessages.counterBuyerOnly })
  @ApiNotFoundResponse({
    description: `${QuoteMessages.quoteNotFound} Or: ${OfferMessages.offerNotFound}`,
  })
  @ApiConflictResponse({ description: 'The offer expired, or the request is won or lost.' })
  async counter(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: CounterProposalDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<{ messageId: string; counter: ThreadCounterProposal }> {
    const quote = await this.quotes.findById(id);
    if (!quote || !mayReadQuote(quote, caller))
      throw new NotFoundException(QuoteMessages.quoteNotFound);
    if (caller.role === 'admin') throw new ForbiddenException(OfferMessages.counterBuyerOnly);
    return this.revisions.counter(quote, dto, { uid: caller.uid, name: quote.name });
  }
}
