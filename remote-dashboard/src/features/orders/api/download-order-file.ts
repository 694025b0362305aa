import type { ApiClient, OrderFile } from '@threadline/contracts';
import { saveFile } from '../../../lib/save-file';

/** The file comes through the API client (it needs the bearer), saved under its own name. */
export async function downloadOrderFile(api: ApiClient, file: OrderFile): Promise<void> {
  const { data } = await api.get<Blob>(file.path, { responseType: 'blob' });
  saveFile(data, file.fileName);
}
