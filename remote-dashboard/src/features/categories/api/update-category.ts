import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DialogMessages,
  type ApiClient,
  type Category,
  type CategorySummary,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { categoryKeys } from './category-keys';

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

/**
 * Saves the edited category and writes it into the cached list and the cached category, so the
 * table shows it without a refetch.
 */
export function useUpdateCategory() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updated: Category) => updateCategory(api, updated),
    onSuccess: (_message, updated) => {
      const { key, title, image, icon } = updated;
      queryClient.setQueryData<CategorySummary[]>(categoryKeys.list(), (list) =>
        list?.map((summary) =>
          summary.key === key ? { ...summary, key, title, image, icon } : summary,
        ),
      );
      queryClient.setQueryData<Category>(categoryKeys.detail(key), updated);
    },
    onError: (error) => console.error(DialogMessages.categoryUpdateFailed, error),
  });
}
