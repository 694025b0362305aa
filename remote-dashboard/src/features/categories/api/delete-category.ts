import type { ApiClient, CategoryKey } from '@threadline/contracts';

export async function deleteCategory(
  api: ApiClient,
  key: CategoryKey,
): Promise<string | undefined> {
  const { data } = await api.delete<{ message?: string }>(`/categories/${encodeURIComponent(key)}`);
  return data?.message;
}
