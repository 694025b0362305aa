import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  QUOTES_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  type AdminQuoteRequest,
  type ApiClient,
  type QuoteStatus,
  type QuotesListQuery,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { readCountHeader } from '../../../lib/paging';
import { quoteKeys } from './quote-keys';

export type StatusFilter = QuoteStatus | 'all';

/** The list's orders: the nearest needed-by date first (triage), or the newest first. */
export type QuoteListOrder = 'deadline' | 'newest';

export interface QuoteRequestsQuery {
  status: StatusFilter;
  search: string;
  page: number;
  order?: QuoteListOrder;
}

export interface QuoteRequestsPage {
  quotes: AdminQuoteRequest[];
  total: number;
}

/** The list's filters as GET /quotes (and its CSV export) takes them. */
export function quoteFilterParams(
  query: Omit<QuoteRequestsQuery, 'page'>,
): Pick<QuotesListQuery, 'status' | 'search'> {
  const params: Pick<QuotesListQuery, 'status' | 'search'> = {};
  if (query.status !== 'all') params.status = query.status;
  if (query.search.trim()) params.search = query.search.trim();
  return params;
}

/** GET /quotes: one page, in the chosen order; the total comes in X-Total-Count. */
export async function getQuoteRequests(
  api: ApiClient,
  query: QuoteRequestsQuery,
): Promise<QuoteRequestsPage> {
  const params: QuotesListQuery = {
    page: query.page,
    limit: QUOTES_PAGE_SIZE,
    ...quoteFilterParams(query),
    ...(query.order === 'newest'
      ? { sort: 'createdAt', order: 'desc' }
      : { sort: 'deadline', order: 'asc' }),
  };
  const response = await api.get<AdminQuoteRequest[]>('/quotes', { params: { ...params } });
  const quotes = Array.isArray(response.data) ? response.data : [];
  return { quotes, total: readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? quotes.length };
}

/** While the next page, tab or search loads, the page on screen stays. */
export const getQuoteRequestsQueryOptions = (api: ApiClient, query: Required<QuoteRequestsQuery>) =>
  queryOptions({
    queryKey: quoteKeys.list(query),
    queryFn: () => getQuoteRequests(api, query),
    placeholderData: keepPreviousData,
  });

export function useQuoteRequests(
  status: StatusFilter,
  search: string,
  page: number,
  order: QuoteListOrder = 'deadline',
) {
  return useQuery(getQuoteRequestsQueryOptions(useApi(), { status, search, page, order }));
}
