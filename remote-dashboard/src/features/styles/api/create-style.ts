import { useMutation } from '@tanstack/react-query';
import type { ApiClient, StyleContent, StyleDetail } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreStyle } from './use-store-style';

export async function createStyle(api: ApiClient, content: StyleContent): Promise<StyleDetail> {
  const { data } = await api.post<StyleDetail>('/styles', content);
  return data;
}

export function useCreateStyle() {
  const api = useApi();
  const store = useStoreStyle();
  return useMutation({
    mutationFn: (content: StyleContent) => createStyle(api, content),
    onSuccess: store,
  });
}
