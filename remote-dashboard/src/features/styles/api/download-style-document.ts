import type { ApiClient } from '@threadline/contracts';
import { saveFile } from '../../../lib/save-file';

/** What a version hands out: its chart or BOM as CSV, its tech pack, or one of its files. */
export type StyleDocument =
  | { kind: 'measurements.csv' | 'materials.csv' | 'tech-pack.pdf' }
  | { kind: 'file'; fileId: string };

/** Through the API client (it needs the bearer), saved under the given name. */
export async function downloadStyleDocument(
  api: ApiClient,
  styleId: string,
  version: number,
  document: StyleDocument,
  fileName: string,
): Promise<void> {
  const base = `/styles/${encodeURIComponent(styleId)}/versions/${version}`;
  const path =
    document.kind === 'file'
      ? `${base}/files/${encodeURIComponent(document.fileId)}`
      : `${base}/${document.kind}`;
  const { data } = await api.get<Blob>(path, { responseType: 'blob' });
  saveFile(data, fileName);
}
