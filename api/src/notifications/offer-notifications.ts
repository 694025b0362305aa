import type { Composed } from './notification-composer';
import type { PendingNotification } from './notification-event';
import type { ComposeTools } from './order-notifications';
import {
  offerExpiringEmail,
  offerRevisedEmail,
  type OfferEmailFacts,
} from './templates/offer-emails';
import type { QuoteForEmail } from './templates/quote-emails';

/** The request as the offer emails read it, and its offer's current version (1 when unset). */
export type QuoteForOfferEmail = QuoteForEmail & { ownerUid?: string };

const factsOf = (payload: PendingNotification['payload']): OfferEmailFacts => ({
  version: Number(payload.version),
  reason: payload.reason === undefined ? undefined : String(payload.reason),
  currency: String(payload.currency) as OfferEmailFacts['currency'],
  totalMinor: Number(payload.totalMinor),
  unitPrice: Number(payload.unitPrice),
  leadTimeDays: Number(payload.leadTimeDays),
  validUntil: String(payload.validUntil),
});

/**
 * The buyer's offer emails. A revision's waits until its version is stored (write-ahead); an
 * expiry reminder is dropped when the offer was revised since or the request left `quoted`
 * (accepted, declined). Both honour the buyer's choice to turn update emails off.
 */
export async function composeOfferNotification(
  tools: ComposeTools,
  notification: PendingNotification,
  quote: QuoteForOfferEmail,
  currentVersion: number | undefined,
  link: string,
): Promise<Composed> {
  const facts = factsOf(notification.payload);
  if (notification.kind === 'offer-revised') {
    if (currentVersion === undefined || currentVersion < facts.version)
      return { wait: 'the revised offer is not stored' };
  } else if (currentVersion !== facts.version || quote.status !== 'quoted') {
    return { skip: 'the offer was revised or answered since' };
  }
  const subscriber = quote.ownerUid ?? `email:${quote.email.toLowerCase()}`;
  if (!(await tools.preferences.wantsUpdates(subscriber)))
    return { skip: 'the requester turned update emails off' };
  const unsubscribe = tools.preferences.unsubscribePageUrl(subscriber);
  const email =
    notification.kind === 'offer-revised'
      ? await offerRevisedEmail(quote, facts, link, unsubscribe)
      : await offerExpiringEmail(quote, facts, link, unsubscribe);
  return tools.mail(notification, [quote.email], email, {
    headers: {
      'List-Unsubscribe': `<${tools.preferences.unsubscribeUrl(subscriber)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
