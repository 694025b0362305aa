import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, QuoteRequest } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { quoteKeys } from './quote-keys';

export async function getMyQuotes(api: ApiClient): Promise<QuoteRequest[]> {
  const { data } = await api.get<QuoteRequest[]>('/quotes/mine');
  return Array.isArray(data) ? data : [];
}

export const getMyQuotesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: quoteKeys.mine(), queryFn: () => getMyQuotes(api) });

export function useMyQuotes() {
  return useQuery(getMyQuotesQueryOptions(useApi()));
}
