import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, SavedView } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { viewKeys } from './view-keys';

/** GET /views: the admin's own views, then those other admins share, for every list. */
export async function getSavedViews(api: ApiClient): Promise<SavedView[]> {
  const { data } = await api.get<SavedView[]>('/views');
  return Array.isArray(data) ? data : [];
}

export const getSavedViewsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: viewKeys.all, queryFn: () => getSavedViews(api) });

export function useSavedViews() {
  return useQuery(getSavedViewsQueryOptions(useApi()));
}
