import type { ApiClient, Category } from '@threadline/contracts';

export type CategoryUpdate = Omit<Category, 'createdAt'>;

/** The key is part of the path and never changes. Resolves to the API's message. */
export async function updateCategory(
  api: ApiClient,
  category: CategoryUpdate,
): Promise<string | undefined> {
  const { key, title, description, image, icon, galleryImages } = category;
  const { data } = await api.put<{ message?: string }>(`/categories/${encodeURIComponent(key)}`, {
    key,
    title,
    description,
    image,
    icon,
    galleryImages,
  });
  return data?.message;
}
