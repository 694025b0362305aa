import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EXPORT_FILE_NAMES,
  QUOTE_STATUSES,
  QUOTES_PAGE_SIZE,
  QuoteMessages,
  type AdminQuoteRequest,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { ExportCsvButton } from '../../components/export-csv-button';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchBar } from '../../components/search-bar';
import { pageCountOf } from '../../lib/paging';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { exportQuoteRequestsCsv } from '../../features/quotes/api/export-quote-requests-csv';
import type { StatusFilter } from '../../features/quotes/api/get-quote-requests';
import { formatDate, STATUS_LABELS } from '../../features/quotes/components/quote-format';
import { QuoteRequestDetail } from '../../features/quotes/components/quote-request-detail';
import { useQuoteActions } from '../../features/quotes/hooks/use-quote-actions';
import { useQuoteRequests } from '../../features/quotes/hooks/use-quote-requests';
import { useQuoteSummary } from '../../features/quotes/hooks/use-quote-summary';
import ui from '../../components/ui.module.css';
import styles from '../../features/quotes/components/quotes.module.css';

const TABS: StatusFilter[] = ['all', ...QUOTE_STATUSES];
const tabLabel = (status: StatusFilter) => (status === 'all' ? 'All' : STATUS_LABELS[status]);

export function QuoteRequestsRoute() {
  const api = useApi();
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<StatusFilter>('all');
  // A link (the Activity Log's) may name a request by its reference.
  const [searchText, setSearchText] = useState(() => searchParams.get('search') ?? '');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminQuoteRequest | null>(null);
  const search = useDebouncedValue(searchText);
  const quotes = useQuoteRequests(status, search, page);
  const summary = useQuoteSummary();
  const actions = useQuoteActions(setSelected);

  // A search or tab change starts again at page 1.
  useEffect(() => setPage(1), [status, search]);

  const total = quotes.status === 'success' ? quotes.data.total : null;
  const countOf = (tab: StatusFilter) =>
    summary.status !== 'success' ? '…' : tab === 'all' ? summary.data.total : summary.data[tab];

  return (
    <>
      <PageHeader
        title="Quote Requests"
        description="Requests for quotes from the public form, newest first. Move each one along the pipeline."
        actions={
          <ExportCsvButton
            fileName={EXPORT_FILE_NAMES.quotes}
            exportFile={() => exportQuoteRequestsCsv(api, { status, search: searchText })}
          />
        }
      />
      <div role="tablist" aria-label="Status" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            className={status === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setStatus(tab)}
          >
            {tabLabel(tab)} ({countOf(tab)})
          </button>
        ))}
      </div>
      <SearchBar
        id="td-quote-search"
        label="Search quote requests"
        placeholder="Search by name, email, company or reference"
        value={searchText}
        onChange={setSearchText}
      />

      {quotes.status === 'pending' ? <LoadingView label="Loading quote requests..." /> : null}
      {quotes.status === 'error' ? (
        <LoadErrorPanel
          title={QuoteMessages.loadFailed}
          error={quotes.error}
          onRetry={() => void quotes.refetch()}
        />
      ) : null}

      {quotes.status === 'success' ? (
        <div className={styles.layout}>
          <section aria-labelledby="td-quotes-heading">
            <h2 id="td-quotes-heading" className={styles.listHeading}>
              {tabLabel(status)} requests ({total})
            </h2>
            {quotes.data.quotes.length === 0 ? (
              <div className={ui.emptyState}>
                <p className={ui.emptyTitle}>
                  {search || status !== 'all' ? QuoteMessages.noMatches : QuoteMessages.noQuotes}
                </p>
              </div>
            ) : (
              <ul className={styles.list}>
                {quotes.data.quotes.map((quote) => (
                  <li key={quote._id}>
                    <button
                      type="button"
                      className={
                        selected?._id === quote._id
                          ? `${styles.listItem} ${styles.listItemActive}`
                          : styles.listItem
                      }
                      aria-pressed={selected?._id === quote._id}
                      onClick={() => setSelected(quote)}
                    >
                      <span className={styles.listReference}>{quote.reference}</span>
                      <span>
                        {quote.name}
                        {quote.company ? `, ${quote.company}` : ''}
                      </span>
                      <span className={ui.hint}>
                        {STATUS_LABELS[quote.status]} · {quote.quantity} pcs · received{' '}
                        {formatDate(quote.createdAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={page}
              pageCount={pageCountOf(total ?? 0, QUOTES_PAGE_SIZE)}
              onChange={setPage}
            />
          </section>
          {selected ? (
            <QuoteRequestDetail quote={selected} actions={actions} />
          ) : (
            <div className={ui.emptyState}>
              <p className={ui.emptyTitle}>Select a request to see its details</p>
            </div>
          )}
        </div>
      ) : null}
    </>
  );
}
