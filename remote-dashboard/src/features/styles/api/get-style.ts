import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, StyleDetail } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { styleKeys } from './style-keys';

export async function getStyle(api: ApiClient, id: string): Promise<StyleDetail> {
  const { data } = await api.get<StyleDetail>(`/styles/${encodeURIComponent(id)}`);
  return data;
}

export const getStyleQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: styleKeys.detail(id), queryFn: () => getStyle(api, id) });

export function useStyle(id: string) {
  return useQuery(getStyleQueryOptions(useApi(), id));
}
