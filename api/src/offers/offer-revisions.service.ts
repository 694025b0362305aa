import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { ThreadCounterProposal } from '@threadline/contracts';
import {
  OfferMessages,
  counterProposalRefusals,
  type CounterProposalInput,
  type OfferRevisionInput,
  type OfferView,
} from '@threadline/contracts/offers';
import { QuoteThreadsService } from '../quote-threads/quote-threads.service';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { QuoteAuthor } from '../quotes/quotes.service';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import { offerRevisedEvent } from './offer-audit-events';
import { checkOffer, summaryOf, termsOf } from './offer-checks';
import { versionIdOf, versionOf, type QuoteOfferRecord } from './offer-records';
import { OfferStore } from './offer-store';
import { isExpired, offerViewOf } from './offer-views';

/**
 * Revisions of a sent offer (issue 37): the team sends version n + 1 with a reason; version n is
 * kept as it was sent (`quote_offer_versions`, inserted once), the request's offer summary
 * follows the new version and the buyer is emailed through the outbox.
 */
@Injectable()
export class OfferRevisionsService {
  constructor(
    private readonly store: OfferStore,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly threads: QuoteThreadsService,
  ) {}

  async revise(
    origin: AuditOrigin,
    quote: QuoteRequestData,
    input: OfferRevisionInput,
    author: QuoteAuthor,
    now = new Date(),
  ): Promise<OfferView> {
    const offer = await this.store.offerOf(quote._id);
    if (!offer?.sentAt) throw new ConflictException(OfferMessages.offerNotSent);
    if (quote.status !== 'quoted')
      throw new ConflictException(OfferMessages.offerClosed(quote.status));
    checkOffer(quote, input, now);
    const version = versionOf(offer) + 1;
    const next: QuoteOfferRecord = {
      _id: quote._id,
      version,
      reason: input.reason.trim(),
      ...termsOf(input),
      sentAt: now,
      updatedAt: now,
      updatedByEmail: author.email,
    };
    const view = offerViewOf(quote, next, now);
    const summary = summaryOf(next, view);
    // One revision per version: a second admin revising the same version at once gets 409.
    const kept = await this.store.archiveVersion({
      _id: versionIdOf(quote._id, versionOf(offer)),
      quoteId: quote._id,
      version: versionOf(offer),
      reason: offer.reason ?? null,
      currency: offer.currency,
      validUntil: offer.validUntil,
      lines: offer.lines,
      sentAt: offer.sentAt,
      sentByEmail: offer.updatedByEmail,
      supersededAt: now,
    });
    if (!kept) throw new ConflictException(OfferMessages.offerChangedMeanwhile);
    await this.audit.record(origin, offerRevisedEvent(quote, offer, next, summary));
    await this.notifications.offerRevised(quote._id.toHexString(), {
      version,
      reason: next.reason ?? '',
      currency: next.currency,
      totalMinor: view.totalMinor,
      unitPrice: summary.unitPrice,
      leadTimeDays: summary.leadTimeDays,
      validUntil: next.validUntil,
    });
    if (!(await this.store.replaceSent(offer.sentAt, next)))
      throw new ConflictException(OfferMessages.offerChangedMeanwhile);
    await this.store.setQuoteOffer(quote._id, summary);
    this.notifications.changeStored();
    return offerViewOf(quote, next, now, await this.store.versionsOf(quote._id, version));
  }

  /**
   * The buyer's counter-proposal to the sent offer's current version: a target unit price per
   * line (some or all) and a note, posted to the request's thread as a message of its own kind,
   * which emails the team as any buyer's message does. Answers what was posted.
   */
  async counter(
    quote: QuoteRequestData,
    input: CounterProposalInput,
    author: { uid?: string; name: string },
    now = new Date(),
  ): Promise<{ messageId: string; counter: ThreadCounterProposal }> {
    const offer = await this.store.offerOf(quote._id);
    if (!offer?.sentAt) throw new NotFoundException(OfferMessages.offerNotFound);
    if (quote.status !== 'quoted')
      throw new ConflictException(OfferMessages.offerClosed(quote.status));
    if (isExpired(offer.validUntil, now))
      throw new ConflictException(OfferMessages.counterOfferExpired(offer.validUntil));
    const refusals = counterProposalRefusals(input, offer.lines.length);
    if (refusals.length > 0) throw new BadRequestException(refusals);
    const view = offerViewOf(quote, offer, now);
    const note = input.note?.trim();
    const counter: ThreadCounterProposal = {
      version: view.version,
      currency: view.currency,
      lines: [...input.lines]
        .sort((a, b) => a.line - b.line)
        .flatMap((asked) => {
          const offered = view.lines.find((line) => line.line === asked.line);
          if (!offered) return [];
          return [
            {
              line: asked.line,
              label: offered.label,
              quantity: offered.quantity,
              offeredUnitPriceMinor: offered.unitPriceMinor,
              targetUnitPriceMinor: asked.targetUnitPriceMinor,
            },
          ];
        }),
      note: note ? note : null,
    };
    const messageId = await this.threads.post(
      quote,
      { side: 'buyer', uid: author.uid, name: author.name },
      counterTextOf(counter),
      false,
      [],
      counter,
    );
    return { messageId, counter };
  }
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** The counter-proposal as the thread's text: what an email and any older reader show. */
function counterTextOf(counter: ThreadCounterProposal): string {
  const lines = counter.lines.map(
    (line) =>
      `Line ${line.line}, ${line.label}, ${line.quantity} pcs: ${money(line.targetUnitPriceMinor, counter.currency)} a piece` +
      (line.offeredUnitPriceMinor === null
        ? ''
        : ` (offered ${money(line.offeredUnitPriceMinor, counter.currency)})`),
  );
  return [
    `Counter-proposal to offer v${counter.version}:`,
    ...lines,
    ...(counter.note ? ['', counter.note] : []),
  ].join('\n');
}
