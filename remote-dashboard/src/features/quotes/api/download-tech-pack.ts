import type { ApiClient } from '@threadline/contracts';
import { saveFile } from '../../../lib/save-file';

/** The tech pack of the version a line pins, through the API client (it needs the bearer). */
export async function downloadTechPack(
  api: ApiClient,
  versionId: string,
  fileName: string,
): Promise<void> {
  const [styleId, version] = versionId.split(':');
  const { data } = await api.get<Blob>(
    `/styles/${encodeURIComponent(styleId)}/versions/${encodeURIComponent(version)}/tech-pack.pdf`,
    { responseType: 'blob' },
  );
  saveFile(data, fileName);
}
