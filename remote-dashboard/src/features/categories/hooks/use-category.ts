import { useQuery } from '@tanstack/react-query';
import type { CategoryKey } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { getCategory } from '../api/get-category';

/** One category with every field (the list holds summaries only), under the list's key. */
export const categoryQueryKey = (key: CategoryKey) => ['categories', 'detail', key] as const;

export function useCategory(key: CategoryKey) {
  const api = useApi();
  return useQuery({ queryKey: categoryQueryKey(key), queryFn: () => getCategory(api, key) });
}
