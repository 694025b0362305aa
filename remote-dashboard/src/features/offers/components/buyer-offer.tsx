import { getApiErrorMessage } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { useQuoteOffer } from '../api/get-quote-offer';
import { OfferSummary } from './offer-summary';

/** The member's offer per line, once the team has sent one; nothing before. */
export function BuyerOffer({ quoteId }: { quoteId: string }) {
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
      <OfferSummary offer={offer.data} />
    </section>
  );
}
