import type { ApiClient, CategorySummary } from '@threadline/contracts';

export async function getCategories(api: ApiClient): Promise<CategorySummary[]> {
  const { data } = await api.get<CategorySummary[]>('/categories');
  return Array.isArray(data) ? data : [];
}
