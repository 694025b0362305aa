import type { ApiClient, Category } from '@threadline/contracts';

export type NewCategory = Omit<Category, 'createdAt'>;

/** Resolves to the API's confirmation message. */
export async function createCategory(
  api: ApiClient,
  category: NewCategory,
): Promise<string | undefined> {
  const { data } = await api.post<{ message?: string }>('/categories', {
    ...category,
    createdAt: new Date().toISOString(),
  });
  return data?.message;
}
