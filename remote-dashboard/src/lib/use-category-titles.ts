import { useQuery } from '@tanstack/react-query';
import { getCategories } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';

/**
 * A category's title by its key, for pages that show records holding only the key (quote
 * requests). The same query as the categories pages, so the catalogue is fetched once; until it
 * arrives, or for a category since deleted, the key itself is shown.
 */
export function useCategoryTitles(): (key: string) => string {
  const api = useApi();
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => getCategories(api) });
  const titles = new Map((categories.data ?? []).map((category) => [category.key, category.title]));
  return (key) => titles.get(key) ?? key;
}

/** The catalogue's categories as choices (key and title), from the same cached query. */
export function useCategoryOptions(): { key: string; title: string }[] {
  const api = useApi();
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => getCategories(api) });
  return (categories.data ?? []).map(({ key, title }) => ({ key, title }));
}
