import type { ApiClient, CategorySummary } from './types';

/** GET /categories, the catalogue both remotes list; anything but an array reads as empty. */
export async function getCategories(api: ApiClient): Promise<CategorySummary[]> {
  const { data } = await api.get<CategorySummary[]>('/categories');
  return Array.isArray(data) ? data : [];
}
