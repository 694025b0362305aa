import { Link, useParams } from 'react-router-dom';
import {
  BUYER_QUOTE_STATUS_LABELS,
  getApiErrorStatus,
  QuoteMessages,
  type QuoteRequest,
} from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { paths } from '../../config/paths';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { useCategoryTitles } from '../../lib/use-category-titles';
import { AcceptQuoteButton } from '../../features/orders/components/accept-quote-button';
import { OrderOfQuoteLink } from '../../features/orders/components/order-of-quote-link';
import { QuoteConversation } from '../../features/conversations/components/quote-conversation';
import { MyQuoteDetail } from '../../features/quotes/components/my-quote-detail';
import { QuoteRequestCard } from '../../features/quotes/components/quote-request-card';
import { useMyQuotes } from '../../features/quotes/hooks/use-my-quotes';
import { useQuoteRequest } from '../../features/quotes/hooks/use-quote-request';
import ui from '../../components/ui.module.css';
import styles from '../../features/quotes/components/quotes.module.css';

/**
 * A member's own requests in the buyer's words, and /dashboard/my-quotes/<id> with one open in
 * full: what they sent, where it stands, our quote and the next step.
 */
export function MyQuotesRoute() {
  const { quoteId } = useParams();
  const quotes = useMyQuotes();
  const selected = useQuoteRequest<QuoteRequest>(quoteId);
  const categoryTitle = useCategoryTitles();
  const backLink = (
    <Link to={paths.myQuotes.getHref()} className={styles.backLink}>
      ← All my quotes
    </Link>
  );
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
      {quotes.status === 'success' && quotes.data.length === 0 && !quoteId ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>{QuoteMessages.noOwnQuotes}</h2>
          <p className={ui.emptyText}>
            <Link to={paths.requestQuote.getHref()}>Request a quote</Link> and follow it here.
          </p>
        </div>
      ) : null}
      {quotes.status === 'success' && (quotes.data.length > 0 || quoteId) ? (
        <div className={quoteId ? `${styles.layout} ${styles.layoutWithDetail}` : styles.layout}>
          <section className={styles.listPane} aria-labelledby="td-my-quotes-heading">
            <h2 id="td-my-quotes-heading" className={styles.listHeading}>
              Your requests ({quotes.data.length})
            </h2>
            <ul className={styles.list}>
              {quotes.data.map((quote) => (
                <li key={quote._id}>
                  <QuoteRequestCard
                    quote={quote}
                    href={paths.myQuote.getHref(quote._id)}
                    statusLabel={BUYER_QUOTE_STATUS_LABELS[quote.status]}
                    categoryTitle={categoryTitle(quote.categoryKey)}
                    selected={quote._id === quoteId}
                    showBuyer={false}
                  />
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.detailPane}>
            {!quoteId ? (
              <div className={ui.emptyState}>
                <p className={ui.emptyTitle}>Open a request to see it in full</p>
              </div>
            ) : null}
            {quoteId && selected.status === 'pending' ? (
              <LoadingView label="Loading your request..." />
            ) : null}
            {quoteId && selected.status === 'error' ? (
              <div className={styles.detail}>
                {backLink}
                <LoadErrorPanel
                  title={
                    getApiErrorStatus(selected.error) === 404
                      ? QuoteMessages.quoteNotFound
                      : QuoteMessages.loadFailed
                  }
                  error={selected.error}
                  onRetry={() => void selected.refetch()}
                />
              </div>
            ) : null}
            {quoteId && selected.status === 'success' ? (
              <MyQuoteDetail
                quote={selected.data}
                categoryTitle={categoryTitle(selected.data.categoryKey)}
                backLink={backLink}
                orderAction={
                  selected.data.status === 'quoted' ? (
                    <AcceptQuoteButton quote={selected.data} />
                  ) : selected.data.status === 'won' ? (
                    <OrderOfQuoteLink quoteId={selected.data._id} />
                  ) : null
                }
                conversation={
                  <QuoteConversation key={selected.data._id} quoteId={selected.data._id} />
                }
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
