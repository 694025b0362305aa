import { Link } from 'react-router-dom';
import { QuoteMessages } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { paths } from '../../config/paths';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import {
  formatDate,
  formatOffer,
  STATUS_LABELS,
} from '../../features/quotes/components/quote-format';
import { QuoteTimeline } from '../../features/quotes/components/quote-timeline';
import { ConversationDisclosure } from '../../features/conversations/components/conversation-disclosure';
import { useMyQuotes } from '../../features/quotes/hooks/use-my-quotes';
import ui from '../../components/ui.module.css';
import styles from '../../features/quotes/components/quotes.module.css';

/** A member's own requests: where each stands, and our price and lead time once quoted. */
export function MyQuotesRoute() {
  const quotes = useMyQuotes();
  return (
    <>
      <PageHeader
        title="My Quotes"
        description={
          <>
            Your quote requests and where each one stands.{' '}
            <Link to={paths.requestQuote.getHref()}>Request a new quote</Link>
          </>
        }
      />
      {quotes.status === 'pending' ? <LoadingView label="Loading your quotes..." /> : null}
      {quotes.status === 'error' ? (
        <LoadErrorPanel
          title={QuoteMessages.loadFailed}
          error={quotes.error}
          onRetry={() => void quotes.refetch()}
        />
      ) : null}
      {quotes.status === 'success' && quotes.data.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>{QuoteMessages.noOwnQuotes}</h2>
          <p className={ui.emptyText}>
            <Link to={paths.requestQuote.getHref()}>Request a quote</Link> and follow it here.
          </p>
        </div>
      ) : null}
      {quotes.status === 'success' && quotes.data.length > 0 ? (
        <ul className={styles.myQuotes}>
          {quotes.data.map((quote) => (
            <li key={quote._id}>
              <article className={styles.myQuote} aria-labelledby={`td-my-quote-${quote._id}`}>
                <header className={styles.detailHeader}>
                  <h2 id={`td-my-quote-${quote._id}`} className={styles.detailTitle}>
                    {quote.reference}
                  </h2>
                  <span className={ui.badge}>{STATUS_LABELS[quote.status]}</span>
                </header>
                <p>
                  {quote.kind === 'bulk' ? 'Bulk order' : 'Samples'} of {quote.quantity} pcs ·{' '}
                  {quote.categoryKey} · needed by {formatDate(quote.deadline)}
                </p>
                {quote.offer ? (
                  <p className={styles.offer}>Our quote: {formatOffer(quote.offer)}</p>
                ) : null}
                <QuoteTimeline quote={quote} />
                <ConversationDisclosure quoteId={quote._id} />
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
