import type { AdminQuoteRequest, ApiClient, QuoteRequest } from '@threadline/contracts';

/** GET /quotes/{id}: an admin gets the notes too; the owner gets their own request; others 404. */
export async function getQuoteRequest<T extends QuoteRequest = AdminQuoteRequest>(
  api: ApiClient,
  id: string,
): Promise<T> {
  const { data } = await api.get<T>(`/quotes/${encodeURIComponent(id)}`);
  return data;
}
