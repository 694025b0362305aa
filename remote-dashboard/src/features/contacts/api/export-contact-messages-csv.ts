import type { ApiClient } from '@threadline/contracts';
import { withJsonErrorBody } from '../../../lib/save-file';

/** GET /contacts/export.csv: the messages the inbox shows for this search (all without one). */
export async function exportContactMessagesCsv(api: ApiClient, search: string): Promise<Blob> {
  const text = search.trim();
  try {
    const response = await api.get<Blob>('/contacts/export.csv', {
      params: text ? { search: text } : {},
      responseType: 'blob',
    });
    return response.data;
  } catch (error) {
    throw await withJsonErrorBody(error);
  }
}
