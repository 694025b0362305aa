import type { ApiClient, Category, CategoryKey } from '@threadline/contracts';

/** Resolves to null when the answer is empty: the spec treats that as "not found". */
export async function getCategory(api: ApiClient, key: CategoryKey): Promise<Category | null> {
  const { data } = await api.get<Category | null>(`/categories/${encodeURIComponent(key)}`);
  return data && typeof data === 'object' && 'key' in data ? data : null;
}
