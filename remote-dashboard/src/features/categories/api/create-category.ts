import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DialogMessages,
  parseGalleryUrls,
  type ApiClient,
  type Category,
  type CategoryIcon,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import type { NewCategoryValues } from '../utils/new-category-values';
import { categoryKeys } from './category-keys';
import { uploadImage } from './upload-image';

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

/** A chosen file the image host did not take; its message is the one to show. */
export class ImageUploadFailure extends Error {}

/** Uploads the chosen files (one call each, in order), then creates the category from the URLs. */
async function uploadAndCreateCategory(api: ApiClient, values: NewCategoryValues) {
  let image = values.imageUrl.trim();
  if (values.imageFile) {
    const uploaded = await uploadImage(api, values.imageFile);
    if (!uploaded) throw new ImageUploadFailure(DialogMessages.mainImageUploadFailed);
    image = uploaded;
  }
  let galleryImages = parseGalleryUrls(values.galleryUrls);
  if (values.galleryFiles.length > 0) {
    galleryImages = [];
    for (const file of values.galleryFiles) {
      const uploaded = await uploadImage(api, file);
      if (!uploaded)
        throw new ImageUploadFailure(DialogMessages.galleryImageUploadFailed(file.name));
      galleryImages.push(uploaded);
    }
  }
  return createCategory(api, {
    key: values.key.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    image,
    icon: values.icon as CategoryIcon,
    galleryImages,
  });
}

export const createCategoryMutationOptions = (api: ApiClient) => ({
  mutationFn: (values: NewCategoryValues) => uploadAndCreateCategory(api, values),
  onError: (error: unknown) => console.error('Adding the category failed', error),
});

export function useCreateCategory() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...createCategoryMutationOptions(api),
    // The All Categories table fetches the list again next time it shows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.list() }),
  });
}
