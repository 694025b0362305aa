import { useMutation } from '@tanstack/react-query';
import type { ApiClient, StyleDetail } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreStyle } from './use-store-style';

export type StyleCsvPart = 'measurements' | 'materials';

/** A chart or a BOM replaces that part of the latest version, as a new version (or nothing). */
export async function importStyleCsv(
  api: ApiClient,
  id: string,
  part: StyleCsvPart,
  file: File,
): Promise<StyleDetail> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post<StyleDetail>(
    `/styles/${encodeURIComponent(id)}/imports/${part}`,
    body,
  );
  return data;
}

export function useImportStyleCsv(id: string) {
  const api = useApi();
  const store = useStoreStyle();
  return useMutation({
    mutationFn: ({ part, file }: { part: StyleCsvPart; file: File }) =>
      importStyleCsv(api, id, part, file),
    onSuccess: store,
  });
}
