import { useMutation } from '@tanstack/react-query';
import type { ApiClient, StyleDetail, StyleSaveInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreStyle } from './use-store-style';

/** A save: always a new version, from the one the editor opened (`baseVersion`). */
export async function saveStyleVersion(
  api: ApiClient,
  id: string,
  input: StyleSaveInput,
): Promise<StyleDetail> {
  const { data } = await api.post<StyleDetail>(`/styles/${encodeURIComponent(id)}/versions`, input);
  return data;
}

export function useSaveStyleVersion(id: string) {
  const api = useApi();
  const store = useStoreStyle();
  return useMutation({
    mutationFn: (input: StyleSaveInput) => saveStyleVersion(api, id, input),
    onSuccess: store,
  });
}
