import { piecesOf, type QuoteRequest } from '@threadline/contracts';
import { formatDate, formatDueIn, formatMoney, formatOffer } from './quote-format';
import styles from './quotes.module.css';

/** What was asked for, the same facts for an admin and for the buyer who sent it. */
export function QuoteRequestFacts({
  quote,
  categoryTitle,
  showOffer = true,
}: {
  quote: QuoteRequest;
  categoryTitle: string;
  /** The buyer's page states the offer on its own, above the request. */
  showOffer?: boolean;
}) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Request</dt>
        <dd>
          {quote.kind === 'bulk' ? 'Bulk order' : 'Samples'} of {piecesOf(quote.quantity)} ·{' '}
          {categoryTitle}
        </dd>
        <dt>Needed by</dt>
        <dd>
          {formatDate(quote.deadline)} ({formatDueIn(quote.deadline)})
        </dd>
        {quote.targetUnitPrice && quote.currency ? (
          <>
            <dt>Target price</dt>
            <dd>{formatMoney(quote.targetUnitPrice, quote.currency)} per piece</dd>
          </>
        ) : null}
        {quote.sizes ? (
          <>
            <dt>Sizes</dt>
            <dd>
              {Object.entries(quote.sizes)
                .map(([size, pieces]) => `${size}: ${pieces}`)
                .join(', ')}
            </dd>
          </>
        ) : null}
        {quote.offer && showOffer ? (
          <>
            <dt>Our quote</dt>
            <dd>{formatOffer(quote.offer)}</dd>
          </>
        ) : null}
        <dt>Received</dt>
        <dd>{formatDate(quote.createdAt)}</dd>
      </dl>
      <p className={styles.details}>{quote.details}</p>
    </>
  );
}
