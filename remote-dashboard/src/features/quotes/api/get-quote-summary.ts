import type { ApiClient, QuoteSummary } from '@threadline/contracts';

export async function getQuoteSummary(api: ApiClient): Promise<QuoteSummary> {
  const { data } = await api.get<QuoteSummary>('/quotes/summary');
  return data;
}
