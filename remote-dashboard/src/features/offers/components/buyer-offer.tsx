import { getApiErrorMessage } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { useQuoteOffer } from '../api/get-quote-offer';
import { CounterForm } from './counter-form';
import { OfferHistory } from './offer-history';
import { OfferSummary } from './offer-summary';

/**
 * The member's offer per line, once the team has sent one (nothing before): the current version
 * and why it was revised, the earlier versions, and, while it can still be accepted, a
 * counter-proposal form.
 */
export function BuyerOffer({ quoteId, canAnswer }: { quoteId: string; canAnswer: boolean }) {
  const offer = useQuoteOffer(quoteId);
  if (offer.isError)
    return (
      <p role="alert" className={ui.errorText}>
        {getApiErrorMessage(offer.error, 'The offer could not be loaded.')}
      </p>
    );
  if (!offer.data) return null;
  return (
    <section aria-labelledby="td-buyer-offer-heading">
      <h3 id="td-buyer-offer-heading">Our offer per line</h3>
      <p>
        Version {offer.data.version}
        {offer.data.sentAt ? `, sent ${offer.data.sentAt.slice(0, 10)}` : ''}
        {offer.data.reason ? `. Why it changed: ${offer.data.reason}` : ''}
      </p>
      <OfferSummary offer={offer.data} />
      {canAnswer && !offer.data.expired ? (
        <CounterForm key={offer.data.version} quoteId={quoteId} offer={offer.data} />
      ) : null}
      <OfferHistory offer={offer.data} />
    </section>
  );
}
