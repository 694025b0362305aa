import { useQuery } from '@tanstack/react-query';
import { getCategories } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';

/** The catalogue's category keys, from the same query the categories pages use. */
export function useCatalogueKeys(): string[] {
  const api = useApi();
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => getCategories(api) });
  return (categories.data ?? []).map((category) => category.key);
}
