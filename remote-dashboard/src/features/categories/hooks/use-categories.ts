import { useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getCategories } from '@threadline/contracts';

export const categoriesQueryKey = ['categories'] as const;

export function useCategories() {
  const api = useApi();
  return useQuery({ queryKey: categoriesQueryKey, queryFn: () => getCategories(api) });
}
