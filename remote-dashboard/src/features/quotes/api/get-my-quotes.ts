import type { ApiClient, QuoteRequest } from '@threadline/contracts';

export async function getMyQuotes(api: ApiClient): Promise<QuoteRequest[]> {
  const { data } = await api.get<QuoteRequest[]>('/quotes/mine');
  return Array.isArray(data) ? data : [];
}
