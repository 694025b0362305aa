import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { getApiErrorStatus, QuoteMessages, type QuoteRequest } from '@threadline/contracts';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { LoadingView } from '../../../components/loading-view';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';

/**
 * The quote pages' layout (My Quotes and Quote Requests): the list beside the open request,
 * which replaces the list on a phone. Without an open request the detail pane invites a choice;
 * an open one that is missing or fails to load says so, with the way back.
 */
export function QuoteListDetail<Quote extends QuoteRequest>({
  quoteId,
  listHeadingId,
  list,
  selected,
  listHref,
  backLabel,
  noSelection,
  loadingLabel,
  renderDetail,
}: {
  /** The open request's id, from the URL. */
  quoteId: string | undefined;
  listHeadingId: string;
  list: ReactNode;
  selected: UseQueryResult<Quote>;
  /** The list's own URL: the open request's way back on a phone. */
  listHref: string;
  backLabel: string;
  noSelection: string;
  loadingLabel: string;
  renderDetail: (quote: Quote, backLink: ReactNode) => ReactNode;
}) {
  const backLink = (
    <Link to={listHref} className={styles.backLink}>
      ← {backLabel}
    </Link>
  );
  return (
    <div className={quoteId ? `${styles.layout} ${styles.layoutWithDetail}` : styles.layout}>
      <section className={styles.listPane} aria-labelledby={listHeadingId}>
        {list}
      </section>
      <div className={styles.detailPane}>
        {!quoteId ? (
          <div className={ui.emptyState}>
            <p className={ui.emptyTitle}>{noSelection}</p>
          </div>
        ) : null}
        {quoteId && selected.status === 'pending' ? <LoadingView label={loadingLabel} /> : null}
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
        {quoteId && selected.status === 'success' ? renderDetail(selected.data, backLink) : null}
      </div>
    </div>
  );
}
