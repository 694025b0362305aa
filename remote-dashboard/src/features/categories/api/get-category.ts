import type { ApiClient, Category, CategoryKey } from '@threadline/contracts';

export async function getCategory(api: ApiClient, key: CategoryKey): Promise<Category> {
  const { data } = await api.get<Category>(`/categories/${encodeURIComponent(key)}`);
  return data;
}
