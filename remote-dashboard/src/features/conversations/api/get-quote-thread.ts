import type { ApiClient, QuoteThread } from '@threadline/contracts';

/** The thread as the caller may see it; opening it marks it read. */
export async function getQuoteThread(api: ApiClient, quoteId: string): Promise<QuoteThread> {
  const { data } = await api.get<QuoteThread>(`/quotes/${encodeURIComponent(quoteId)}/thread`);
  return data;
}
