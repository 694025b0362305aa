import type { ApiClient } from '@threadline/contracts';
import { withJsonErrorBody } from '../../../lib/save-file';
import { quoteFilterParams, type QuoteRequestsQuery } from './get-quote-requests';

/** GET /quotes/export.csv with the list's tab and search (every page, not just this one). */
export async function exportQuoteRequestsCsv(
  api: ApiClient,
  query: Omit<QuoteRequestsQuery, 'page'>,
): Promise<Blob> {
  try {
    const response = await api.get<Blob>('/quotes/export.csv', {
      params: { ...quoteFilterParams(query) },
      responseType: 'blob',
    });
    return response.data;
  } catch (error) {
    throw await withJsonErrorBody(error);
  }
}
