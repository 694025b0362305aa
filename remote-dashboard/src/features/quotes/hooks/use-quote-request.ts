import { useQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { getQuoteRequest } from '../api/get-quote-request';
import { quoteRequestsQueryKey } from './use-quote-requests';

export const quoteRequestQueryKey = (id: string) => [...quoteRequestsQueryKey, 'one', id] as const;

/** One request by its id (the URL's), so a link opens it whatever page of the list it is on. */
export function useQuoteRequest<T extends QuoteRequest>(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: quoteRequestQueryKey(id ?? ''),
    queryFn: () => getQuoteRequest<T>(api, id!),
    enabled: Boolean(id),
  });
}
