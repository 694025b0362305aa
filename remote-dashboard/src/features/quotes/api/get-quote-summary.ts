import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, QuoteSummary } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { quoteKeys } from './quote-keys';

export async function getQuoteSummary(api: ApiClient): Promise<QuoteSummary> {
  const { data } = await api.get<QuoteSummary>('/quotes/summary');
  return data;
}

export const getQuoteSummaryQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: quoteKeys.summary(), queryFn: () => getQuoteSummary(api) });

export function useQuoteSummary() {
  return useQuery(getQuoteSummaryQueryOptions(useApi()));
}
