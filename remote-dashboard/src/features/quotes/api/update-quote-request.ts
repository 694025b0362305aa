import type { AdminQuoteRequest, ApiClient, QuoteUpdateInput } from '@threadline/contracts';

export async function updateQuoteRequest(
  api: ApiClient,
  id: string,
  change: QuoteUpdateInput,
): Promise<AdminQuoteRequest> {
  const { data } = await api.patch<AdminQuoteRequest>(`/quotes/${encodeURIComponent(id)}`, change);
  return data;
}
