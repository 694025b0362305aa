import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuoteRequest, ApiClient, QuoteRequest } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { quoteKeys } from './quote-keys';

/** GET /quotes/{id}: an admin gets the notes too; the owner gets their own request; others 404. */
export async function getQuoteRequest<T extends QuoteRequest = AdminQuoteRequest>(
  api: ApiClient,
  id: string,
): Promise<T> {
  const { data } = await api.get<T>(`/quotes/${encodeURIComponent(id)}`);
  return data;
}

/** One request by its id (the URL's), so a link opens it whatever page of the list it is on. */
export const getQuoteRequestQueryOptions = <T extends QuoteRequest>(
  api: ApiClient,
  id: string | undefined,
) =>
  queryOptions({
    queryKey: quoteKeys.detail(id ?? ''),
    queryFn: () => getQuoteRequest<T>(api, id!),
    enabled: Boolean(id),
  });

export function useQuoteRequest<T extends QuoteRequest>(id: string | undefined) {
  return useQuery(getQuoteRequestQueryOptions<T>(useApi(), id));
}
