import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, TrashEntry, TrashKind } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { trashKeys } from './trash-keys';

/** GET /trash: deleted records, newest first, of one kind or all. */
export async function getTrash(api: ApiClient, kind: TrashKind | ''): Promise<TrashEntry[]> {
  const { data } = await api.get<TrashEntry[]>('/trash', { params: kind ? { kind } : {} });
  return Array.isArray(data) ? data : [];
}

export const getTrashQueryOptions = (api: ApiClient, kind: TrashKind | '') =>
  queryOptions({ queryKey: trashKeys.list(kind), queryFn: () => getTrash(api, kind) });

export function useTrash(kind: TrashKind | '') {
  return useQuery(getTrashQueryOptions(useApi(), kind));
}
