import type { CategoryKey } from '@threadline/contracts';

/**
 * The categories' query keys. The list sits at the root key, which the quote pages' category
 * titles share, so invalidating the root refreshes the list and every cached category.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => categoryKeys.all,
  detail: (key: CategoryKey) => [...categoryKeys.all, 'detail', key] as const,
};
