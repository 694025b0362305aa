import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { dayOfDate, daysBetween } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { QuotesService } from '../quotes/quotes.service';
import { summaryOf } from './offer-checks';
import { versionOf } from './offer-records';
import { OfferStore } from './offer-store';
import { offerViewOf } from './offer-views';

/** How many days before its valid-until day the buyer is reminded of an offer. */
export const OFFER_REMINDER_DAYS = 3;

/**
 * The periodic check behind "your offer expires in 3 days" (issue 37), beside the orders' late
 * check and on its interval (`ORDERS_LATE_CHECK_MS`, an hour). An offer version of a request
 * still quoted whose date is 3 days away or nearer, and not past, gets one email: the outbox key
 * names the request and the version, so two processes or a repeated check still send one, and
 * the offer remembers the version it reminded of (`expiryRemindedVersion`) so later checks skip
 * it. A version sent within those 3 days is not reminded of: its own email is that fresh.
 */
@Injectable()
export class OfferExpiryCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OfferExpiryCheck.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: OfferStore,
    private readonly quotes: QuotesService,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.run().catch((error: unknown) =>
        this.logger.warn(`The offer expiry check failed: ${String(error)}`),
      );
    }, this.config.mail.worker.lateCheckMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Records the reminders due on `today`; answers the requests' ids it recorded one for. */
  async run(today: string = dayOfDate(new Date())): Promise<string[]> {
    const reminded: string[] = [];
    for (const offer of await this.store.sentOffers()) {
      const version = versionOf(offer);
      if (!offer.sentAt || offer.expiryRemindedVersion === version) continue;
      const left = daysBetween(today, offer.validUntil);
      if (left < 0 || left > OFFER_REMINDER_DAYS) continue;
      if (daysBetween(dayOfDate(offer.sentAt), offer.validUntil) <= OFFER_REMINDER_DAYS) continue;
      const quote = await this.quotes.findById(offer._id);
      if (quote?.status !== 'quoted') continue;
      const view = offerViewOf(quote, offer, new Date(`${today}T12:00:00Z`));
      const summary = summaryOf(offer, view);
      await this.notifications.offerExpiring(offer._id.toHexString(), {
        version,
        currency: offer.currency,
        totalMinor: view.totalMinor,
        unitPrice: summary.unitPrice,
        leadTimeDays: summary.leadTimeDays,
        validUntil: offer.validUntil,
      });
      await this.store.markReminded(offer._id, offer.sentAt, version);
      reminded.push(offer._id.toHexString());
    }
    if (reminded.length > 0) this.notifications.changeStored();
    return reminded;
  }
}
