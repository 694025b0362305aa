import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, StyleVersionPage } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { styleKeys } from './style-keys';

export async function getStyleVersion(
  api: ApiClient,
  id: string,
  version: number,
): Promise<StyleVersionPage> {
  const { data } = await api.get<StyleVersionPage>(
    `/styles/${encodeURIComponent(id)}/versions/${version}`,
  );
  return data;
}

/** A saved version never changes, so what was read once stays true. */
export const getStyleVersionQueryOptions = (api: ApiClient, id: string, version: number) =>
  queryOptions({
    queryKey: styleKeys.version(id, version),
    queryFn: () => getStyleVersion(api, id, version),
    staleTime: Infinity,
  });

export function useStyleVersion(id: string, version: number) {
  return useQuery(getStyleVersionQueryOptions(useApi(), id, version));
}
