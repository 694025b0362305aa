import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { QuoteLineMessages, QuoteMessages } from '@threadline/contracts';
import {
  OfferMessages,
  costSheet,
  type CostingSheetInput,
  type CostingSheetView,
  type OfferInput,
  type OfferView,
} from '@threadline/contracts/offers';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { QuotesService, type QuoteAuthor } from '../quotes/quotes.service';
import { storedLinesOf, type StoredQuoteLine } from '../quotes/schemas/quote-lines';
import { checkOffer, summaryOf, termsOf } from './offer-checks';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import { costingSavedEvent, offerSavedEvent, offerSentEvent } from './offer-audit-events';
import { prefilledSheet } from './prefilled-sheet';
import { costingIdOf, type QuoteOfferRecord } from './offer-records';
import { OfferStore } from './offer-store';
import { versionOf } from './offer-records';
import { isExpired, offerViewOf, todayOf } from './offer-views';

/** The statuses a request can be offered in: sending moves it on to quoted. */
const OFFERABLE = new Set(['new', 'reviewing']);

/** The costing sheet of each request line and the offer made from them (issue 37). */
@Injectable()
export class OffersService {
  constructor(
    private readonly store: OfferStore,
    private readonly quotes: QuotesService,
    private readonly audit: AuditService,
  ) {}

  /** The request, or 404 as GET /quotes/{id} answers. */
  async quoteOf(id: QuoteRequestData['_id']): Promise<QuoteRequestData> {
    const quote = await this.quotes.findById(id);
    if (!quote) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return quote;
  }

  private lineOf(quote: QuoteRequestData, line: number): StoredQuoteLine {
    const stored = storedLinesOf(quote)[line - 1];
    if (!stored) throw new NotFoundException(QuoteLineMessages.lineNotFound);
    return stored;
  }

  /** A line's saved sheet, or a new one prefilled from its pinned version's bill of materials. */
  async costingOf(quote: QuoteRequestData, line: number): Promise<CostingSheetView> {
    const stored = this.lineOf(quote, line);
    const saved = await this.store.costingOf(quote._id, line);
    if (saved)
      return {
        line,
        sheet: saved.sheet,
        breakdown: costSheet(saved.sheet),
        saved: true,
        updatedAt: saved.updatedAt.toISOString(),
      };
    const materials =
      stored.type === 'style' ? await this.store.materialsOf(stored.versionId) : undefined;
    const sheet = prefilledSheet(materials, quote.incoterm);
    return { line, sheet, breakdown: costSheet(sheet), saved: false, updatedAt: null };
  }

  async saveCosting(
    origin: AuditOrigin,
    quote: QuoteRequestData,
    line: number,
    input: CostingSheetInput,
    author: QuoteAuthor,
  ): Promise<CostingSheetView> {
    this.lineOf(quote, line);
    const sheet = sheetOf(input);
    const breakdown = costSheet(sheet);
    const before = await this.store.costingOf(quote._id, line);
    await this.audit.record(
      origin,
      costingSavedEvent(
        quote,
        line,
        before
          ? { sheet: before.sheet, unitPriceMinor: costSheet(before.sheet).unitPriceMinor }
          : undefined,
        { sheet, unitPriceMinor: breakdown.unitPriceMinor },
      ),
    );
    const now = new Date();
    await this.store.saveCosting({
      _id: costingIdOf(quote._id, line),
      quoteId: quote._id,
      line,
      sheet,
      updatedAt: now,
      updatedByEmail: author.email,
    });
    return { line, sheet, breakdown, saved: true, updatedAt: now.toISOString() };
  }

  /**
   * The offer as `reader` may see it: an admin the saved one, sent or not; the buyer only once it
   * was sent (404 before, as for a request with no offer).
   */
  async offerFor(
    quote: QuoteRequestData,
    reader: 'team' | 'buyer',
    now = new Date(),
  ): Promise<OfferView> {
    const offer = await this.store.offerOf(quote._id);
    if (!offer || (reader === 'buyer' && !offer.sentAt))
      throw new NotFoundException(OfferMessages.offerNotFound);
    const earlier = await this.store.versionsOf(quote._id, versionOf(offer));
    return offerViewOf(quote, offer, now, earlier);
  }

  async saveOffer(
    origin: AuditOrigin,
    quote: QuoteRequestData,
    input: OfferInput,
    author: QuoteAuthor,
    now = new Date(),
  ): Promise<OfferView> {
    const before = await this.store.offerOf(quote._id);
    if (before?.sentAt)
      throw new ConflictException(OfferMessages.offerAlreadySent(todayOf(before.sentAt)));
    if (!OFFERABLE.has(quote.status))
      throw new ConflictException(QuoteMessages.transitionRefused(quote.status, 'quoted'));
    checkOffer(quote, input, now);
    const terms = termsOf(input);
    await this.audit.record(origin, offerSavedEvent(quote, before, terms));
    const record: QuoteOfferRecord = {
      _id: quote._id,
      version: 1,
      reason: null,
      ...terms,
      sentAt: null,
      updatedAt: now,
      updatedByEmail: author.email,
    };
    await this.store.saveOffer(record);
    return offerViewOf(quote, record, now);
  }

  /**
   * Sends the saved offer: the request moves to quoted as PATCH /quotes/{id} moves it (its
   * claimed step, history and the buyer's email), at the price its lines make at the buyer's
   * quantities and the longest production lead time; then the offer is marked sent.
   */
  async sendOffer(
    origin: AuditOrigin,
    quote: QuoteRequestData,
    author: QuoteAuthor,
    now = new Date(),
  ): Promise<OfferView> {
    const offer = await this.store.offerOf(quote._id);
    if (!offer) throw new ConflictException(OfferMessages.offerNotSaved);
    if (offer.sentAt)
      throw new ConflictException(OfferMessages.offerAlreadySent(todayOf(offer.sentAt)));
    if (isExpired(offer.validUntil, now))
      throw new ConflictException(OfferMessages.offerExpired(offer.validUntil));
    const sent = summaryOf(offer, offerViewOf(quote, offer, now));
    const updated = await this.quotes.update(
      quote._id,
      { status: 'quoted', ...sent },
      author,
      (current) => this.audit.record(origin, offerSentEvent(current, sent)),
    );
    if (!updated) throw new NotFoundException(QuoteMessages.quoteNotFound);
    await this.store.markSent(quote._id, now);
    return offerViewOf(updated, { ...offer, sentAt: now }, now);
  }
}

function sheetOf(input: CostingSheetInput): CostingSheetInput {
  return {
    fabrics: input.fabrics.map(({ name, consumption, unitPriceMinor, wastagePercent }) => ({
      name: name.trim(),
      consumption,
      unitPriceMinor,
      wastagePercent,
    })),
    trims: input.trims.map(({ name, quantity, unitPriceMinor }) => ({
      name: name.trim(),
      quantity,
      unitPriceMinor,
    })),
    cmtMinor: input.cmtMinor,
    washingMinor: input.washingMinor,
    printingMinor: input.printingMinor,
    embroideryMinor: input.embroideryMinor,
    packagingMinor: input.packagingMinor,
    testingMinor: input.testingMinor,
    overheadPercent: input.overheadPercent,
    marginPercent: input.marginPercent,
    incoterm: input.incoterm,
    freightMinor: input.freightMinor,
    insuranceMinor: input.insuranceMinor,
    dutyPercent: input.dutyPercent,
    clearanceMinor: input.clearanceMinor,
  };
}
