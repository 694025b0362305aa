import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import {
  getQuoteRequests,
  type QuoteListOrder,
  type StatusFilter,
} from '../api/get-quote-requests';

/** Every quote-request list and the summary counts: a change to one request moves both. */
export const quoteRequestsQueryKey = ['quote-requests'] as const;

export function useQuoteRequests(
  status: StatusFilter,
  search: string,
  page: number,
  order: QuoteListOrder = 'deadline',
) {
  const api = useApi();
  return useQuery({
    queryKey: [...quoteRequestsQueryKey, 'list', { status, search, page, order }],
    queryFn: () => getQuoteRequests(api, { status, search, page, order }),
    placeholderData: keepPreviousData,
  });
}
