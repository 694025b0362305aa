import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Category, CategoryKey } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { categoryKeys } from './category-keys';

export async function getCategory(api: ApiClient, key: CategoryKey): Promise<Category> {
  const { data } = await api.get<Category>(`/categories/${encodeURIComponent(key)}`);
  return data;
}

/** One category with every field (the list holds summaries only). */
export const getCategoryQueryOptions = (api: ApiClient, key: CategoryKey) =>
  queryOptions({ queryKey: categoryKeys.detail(key), queryFn: () => getCategory(api, key) });

export function useCategory(key: CategoryKey) {
  return useQuery(getCategoryQueryOptions(useApi(), key));
}
