import { Link, useParams } from 'react-router-dom';
import { BUYER_QUOTE_STATUS_LABELS, QuoteMessages, type QuoteRequest } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { paths } from '../../config/paths';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { useCategoryTitles } from '../../lib/use-category-titles';
import { AcceptQuoteButton } from '../../features/orders/components/accept-quote-button';
import { OrderOfQuoteLink } from '../../features/orders/components/order-of-quote-link';
import { QuoteConversation } from '../../features/conversations/components/quote-conversation';
import { MyQuoteDetail } from '../../features/quotes/components/my-quote-detail';
import { BuyerOffer } from '../../features/offers/components/buyer-offer';
import { QuoteListDetail } from '../../features/quotes/components/quote-list-detail';
import { QuoteRequestCard } from '../../features/quotes/components/quote-request-card';
import { useMyQuotes } from '../../features/quotes/api/get-my-quotes';
import { useQuoteRequest } from '../../features/quotes/api/get-quote-request';
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
        <QuoteListDetail
          quoteId={quoteId}
          listHeadingId="td-my-quotes-heading"
          list={
            <>
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
            </>
          }
          selected={selected}
          listHref={paths.myQuotes.getHref()}
          backLabel="All my quotes"
          noSelection="Open a request to see it in full"
          loadingLabel="Loading your request..."
          renderDetail={(quote, backLink) => (
            <MyQuoteDetail
              quote={quote}
              categoryTitle={categoryTitle(quote.categoryKey)}
              backLink={backLink}
              orderAction={
                quote.status === 'quoted' ? (
                  <AcceptQuoteButton quote={quote} />
                ) : quote.status === 'won' ? (
                  <OrderOfQuoteLink quoteId={quote._id} />
                ) : null
              }
              offer={
                quote.status === 'quoted' || quote.status === 'won' ? (
                  <BuyerOffer
                    key={quote._id}
                    quoteId={quote._id}
                    canAnswer={quote.status === 'quoted'}
                  />
                ) : null
              }
              conversation={<QuoteConversation key={quote._id} quoteId={quote._id} />}
            />
          )}
        />
      ) : null}
    </>
  );
}
