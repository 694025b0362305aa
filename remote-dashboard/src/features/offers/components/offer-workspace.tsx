import { useState } from 'react';
import { getApiErrorMessage, type AdminQuoteRequest } from '@threadline/contracts';
import { offeredLineOf } from '@threadline/contracts/offers';
import ui from '../../../components/ui.module.css';
import { useQuoteOffer } from '../api/get-quote-offer';
import { LineCosting } from './costing-sheet-form';
import { CounterProposals } from './counter-proposals';
import { OfferEditor } from './offer-editor';
import { OfferHistory } from './offer-history';
import { OfferRevisionForm } from './offer-revision-form';
import { OfferSummary } from './offer-summary';
import styles from './offers.module.css';

const OFFERABLE = new Set(['new', 'reviewing']);

/**
 * The admin's costing and offer for a request: a costing sheet per line (one open at a time),
 * the buyer's counter-proposals beside it, the offer per line, and, once sent, the offer as the
 * buyer reads it, its revision form and its earlier versions.
 */
export function OfferWorkspace({
  quote,
  onSent,
}: {
  quote: AdminQuoteRequest;
  onSent?: () => void;
}) {
  const offer = useQuoteOffer(quote._id);
  const [costed, setCosted] = useState<number | null>(null);
  const [revising, setRevising] = useState(false);
  const offerable = OFFERABLE.has(quote.status);
  if (offer.isPending) return <p>Loading the offer...</p>;
  if (offer.isError)
    return (
      <p role="alert" className={ui.errorText}>
        {getApiErrorMessage(offer.error, 'The offer could not be loaded.')}
      </p>
    );
  const sent = offer.data?.sentAt ? offer.data : null;
  if (!offerable && !offer.data) return null;
  const currency = offer.data?.currency ?? quote.currency ?? 'USD';
  return (
    <section className={styles.panel} aria-labelledby="td-offer-workspace-heading">
      <h3 id="td-offer-workspace-heading">Costing and offer</h3>
      <div className={styles.lineTabs} role="group" aria-label="Costing sheet of line">
        {quote.lines.map((_line, index) => (
          <button
            key={index}
            type="button"
            className={costed === index + 1 ? ui.buttonPrimary : ui.button}
            aria-pressed={costed === index + 1}
            onClick={() => setCosted(costed === index + 1 ? null : index + 1)}
          >
            Cost line {index + 1}
          </button>
        ))}
      </div>
      {costed !== null && quote.lines[costed - 1] ? (
        <LineCosting
          key={costed}
          quoteId={quote._id}
          line={costed}
          label={offeredLineOf(quote.lines[costed - 1]).label}
          currency={currency}
        />
      ) : null}
      {sent ? <CounterProposals quoteId={quote._id} /> : null}
      {sent && revising ? (
        <OfferRevisionForm
          quoteId={quote._id}
          lines={quote.lines}
          current={sent}
          onDone={() => setRevising(false)}
          onRevised={onSent}
        />
      ) : sent ? (
        <>
          <p>
            Version {sent.version} sent to the buyer on {sent.sentAt?.slice(0, 10)}
            {sent.reason ? `. Reason: ${sent.reason}` : '.'}
          </p>
          {quote.status === 'quoted' ? (
            <div className={styles.actions}>
              <button type="button" className={ui.button} onClick={() => setRevising(true)}>
                Revise the offer
              </button>
            </div>
          ) : null}
          <OfferSummary offer={sent} />
          <OfferHistory offer={sent} />
        </>
      ) : offerable ? (
        <OfferEditor
          quoteId={quote._id}
          lines={quote.lines}
          saved={offer.data}
          currency={currency}
          canSend={quote.status === 'reviewing'}
          onSent={onSent}
        />
      ) : null}
    </section>
  );
}
