import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategories, type ApiClient } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { categoryKeys } from './category-keys';

// The request itself lives in contracts: the public site lists the same categories.
export const getCategoriesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: () => getCategories(api) });

export function useCategories() {
  return useQuery(getCategoriesQueryOptions(useApi()));
}
