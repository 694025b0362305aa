import type { ApiClient } from '@threadline/contracts';
import { withJsonErrorBody } from '../../../lib/save-file';

/** GET /orders/export.csv: every order, formulas neutralised by the API. */
export async function exportOrdersCsv(api: ApiClient): Promise<Blob> {
  try {
    const response = await api.get<Blob>('/orders/export.csv', { responseType: 'blob' });
    return response.data;
  } catch (error) {
    throw await withJsonErrorBody(error);
  }
}
