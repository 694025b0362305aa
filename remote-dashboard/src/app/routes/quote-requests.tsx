import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
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
import { paths } from '../../config/paths';
import { RowCheckbox } from '../../components/bulk-bar';
import { ListViewNotes } from '../../components/list-view-notes';
import { pageCountOf } from '../../lib/paging';
import { pageParam, useListParams, type ListParamSpecs } from '../../lib/use-list-params';
import { useRowSelection } from '../../lib/use-row-selection';
import { useCategoryTitles } from '../../lib/use-category-titles';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { exportQuoteRequestsCsv } from '../../features/quotes/api/export-quote-requests-csv';
import type { QuoteListOrder, StatusFilter } from '../../features/quotes/api/get-quote-requests';
import { STATUS_LABELS } from '../../features/quotes/components/quote-format';
import { QuoteBulkActions, quoteRowOf } from '../../features/quotes/components/quote-bulk-actions';
import { SaveViewButton } from '../../features/views/components/save-view-button';
import { QuoteListDetail } from '../../features/quotes/components/quote-list-detail';
import { QuoteRequestCard } from '../../features/quotes/components/quote-request-card';
import { QuoteConversation } from '../../features/conversations/components/quote-conversation';
import { QuoteOrderAction } from '../../features/orders/components/quote-order-action';
import { QuoteRequestDetail } from '../../features/quotes/components/quote-request-detail';
import { OfferWorkspace } from '../../features/offers/components/offer-workspace';
import { useQuoteActions } from '../../features/quotes/hooks/use-quote-actions';
import { quoteKeys } from '../../features/quotes/api/quote-keys';
import { useQuoteRequest } from '../../features/quotes/api/get-quote-request';
import { useQuoteRequests } from '../../features/quotes/api/get-quote-requests';
import { useQuoteSummary } from '../../features/quotes/api/get-quote-summary';
import ui from '../../components/ui.module.css';
import styles from '../../features/quotes/components/quotes.module.css';

const TABS: StatusFilter[] = ['all', ...QUOTE_STATUSES];
const tabLabel = (status: StatusFilter) => (status === 'all' ? 'All' : STATUS_LABELS[status]);

/** The list's URL: `?status=&search=&order=&page=` (the Activity Log links with ?search=). */
const QUOTES_PARAMS: ListParamSpecs<'status' | 'search' | 'order' | 'page'> = {
  status: { fallback: 'all', allowed: TABS },
  search: { fallback: '' },
  order: { fallback: 'deadline', allowed: ['deadline', 'newest'] },
  page: { fallback: '1' },
};

/**
 * /dashboard/quote-requests, and /dashboard/quote-requests/<id> with that request open: every
 * request has a URL to send a colleague. On a phone the open request replaces the list.
 */
export function QuoteRequestsRoute() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { quoteId } = useParams();
  const view = useListParams(QUOTES_PARAMS);
  const status = view.values.status as StatusFilter;
  const order = view.values.order as QuoteListOrder;
  const searchText = view.values.search;
  const page = pageParam(view.values.page);
  const search = useDebouncedValue(searchText);
  const selection = useRowSelection();
  const { clear } = selection;
  // A selection is of one filter's rows: a new tab or search starts a new one.
  useEffect(() => clear(), [clear, status, search]);
  const quotes = useQuoteRequests(status, search, page, order);
  const summary = useQuoteSummary();
  const selected = useQuoteRequest<AdminQuoteRequest>(quoteId);
  const categoryTitle = useCategoryTitles();
  const actions = useQuoteActions((updated) =>
    queryClient.setQueryData(quoteKeys.detail(updated._id), updated),
  );

  const total = quotes.status === 'success' ? quotes.data.total : null;
  const countOf = (tab: StatusFilter) =>
    summary.status !== 'success' ? '…' : tab === 'all' ? summary.data.total : summary.data[tab];
  const listQuery = view.query;

  return (
    <>
      <PageHeader
        title="Quote Requests"
        description="Requests for quotes, the nearest needed-by date first. Move each one along the pipeline."
        actions={
          <>
            <ExportCsvButton
              fileName={EXPORT_FILE_NAMES.quotes}
              exportFile={() => exportQuoteRequestsCsv(api, { status, search: searchText })}
            />
            <SaveViewButton list="quotes" query={view.query} />
          </>
        }
      />
      <QuoteListDetail
        quoteId={quoteId}
        listHeadingId="td-quotes-heading"
        list={
          <>
            <div role="tablist" aria-label="Status" className={styles.tabs}>
              {TABS.map((tab) => (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  aria-selected={status === tab}
                  className={status === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  onClick={() => view.update({ status: tab })}
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
              onChange={(text) => view.update({ search: text })}
            />
            <ListViewNotes notes={view.notes} />
            <div className={styles.listTools}>
              <h2 id="td-quotes-heading" className={styles.listHeading}>
                {tabLabel(status)} requests{total === null ? '' : ` (${total})`}
              </h2>
              <label className={styles.orderField}>
                <span>Sort by</span>
                <select
                  className={ui.input}
                  value={order}
                  onChange={(event) => view.update({ order: event.target.value })}
                >
                  <option value="deadline">Needed by (soonest first)</option>
                  <option value="newest">Received (newest first)</option>
                </select>
              </label>
            </div>
            {quotes.status === 'pending' ? <LoadingView label="Loading quote requests..." /> : null}
            {quotes.status === 'error' ? (
              <LoadErrorPanel
                title={QuoteMessages.loadFailed}
                error={quotes.error}
                onRetry={() => void quotes.refetch()}
              />
            ) : null}
            {quotes.status === 'success' && quotes.data.quotes.length === 0 ? (
              <div className={ui.emptyState}>
                <p className={ui.emptyTitle}>
                  {search || status !== 'all' ? QuoteMessages.noMatches : QuoteMessages.noQuotes}
                </p>
              </div>
            ) : null}
            {quotes.status === 'success' && quotes.data.quotes.length > 0 ? (
              <>
                <QuoteBulkActions pageQuotes={quotes.data.quotes} selection={selection} />
                <ul className={styles.list}>
                  {quotes.data.quotes.map((quote) => (
                    <li key={quote._id} className={styles.selectableRow}>
                      <RowCheckbox row={quoteRowOf(quote)} selection={selection} />
                      <QuoteRequestCard
                        quote={quote}
                        href={paths.quoteRequest.getHref(quote._id, listQuery)}
                        statusLabel={STATUS_LABELS[quote.status]}
                        categoryTitle={categoryTitle(quote.categoryKey)}
                        selected={quote._id === quoteId}
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Pagination
              page={page}
              pageCount={pageCountOf(total ?? 0, QUOTES_PAGE_SIZE)}
              onChange={(next) => view.update({ page: String(next) })}
            />
          </>
        }
        selected={selected}
        listHref={paths.quoteRequests.getHref()}
        backLabel="All quote requests"
        noSelection="Select a request to see its details"
        loadingLabel="Loading the quote request..."
        renderDetail={(quote, backLink) => (
          <QuoteRequestDetail
            quote={quote}
            actions={actions}
            categoryTitle={categoryTitle(quote.categoryKey)}
            backLink={backLink}
            orderAction={
              quote.status === 'quoted' || quote.status === 'won' ? (
                <QuoteOrderAction key={quote._id} quote={quote} />
              ) : null
            }
            offer={
              <OfferWorkspace
                key={quote._id}
                quote={quote}
                // Sending moves the request to quoted: the lists and counts are read again.
                onSent={() => void queryClient.invalidateQueries({ queryKey: quoteKeys.all })}
              />
            }
            conversation={<QuoteConversation key={quote._id} quoteId={quote._id} canWriteNotes />}
          />
        )}
      />
    </>
  );
}
