import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiMessages,
  categoryProblemOf,
  DashboardMessages,
  DialogMessages,
  getApiErrorMessage,
  parseGalleryUrls,
  validateCategory,
  type CategoryIcon,
} from '@threadline/contracts';
import { showError, showSuccess } from '../../../lib/dialogs';
import { useApi } from '@threadline/web-kit/remote-context';
import { createCategory } from '../api/create-category';
import { uploadImage } from '../api/upload-image';
import { categoriesQueryKey } from './use-categories';

export interface NewCategoryValues {
  key: string;
  title: string;
  description: string;
  imageUrl: string;
  imageFile: File | null;
  icon: CategoryIcon | '';
  galleryFiles: File[];
  galleryUrls: string;
}

export const emptyCategoryValues: NewCategoryValues = {
  key: '',
  title: '',
  description: '',
  imageUrl: '',
  imageFile: null,
  icon: '',
  galleryFiles: [],
  galleryUrls: '',
};

/** The first rule the form breaks, in the spec's words, or null: contracts' category rules. */
export function validateNewCategory(values: NewCategoryValues): string | null {
  const errors = validateCategory({
    key: values.key,
    title: values.title,
    description: values.description,
    image: values.imageUrl,
    icon: values.icon,
    galleryImages: parseGalleryUrls(values.galleryUrls),
  });
  // A chosen file stands in for a typed URL: it is uploaded, and the API checks the URL it gets.
  if (values.imageFile) delete errors.image;
  if (values.galleryFiles.length > 0) delete errors.galleryImages;
  return categoryProblemOf(errors);
}

class UploadFailure extends Error {}

/**
 * Validates, uploads the chosen files (one call each), then creates the category. Resolves
 * true on success so the form can reset itself.
 */
export function useAddCategory() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (values: NewCategoryValues): Promise<boolean> => {
      const problem = validateNewCategory(values);
      if (problem) {
        await showError(DashboardMessages.errorTitle, problem);
        return false;
      }
      setSubmitting(true);
      let failure: string | null = null;
      let confirmation: string | undefined;
      try {
        let image = values.imageUrl.trim();
        if (values.imageFile) {
          const uploaded = await uploadImage(api, values.imageFile);
          if (!uploaded) throw new UploadFailure(DialogMessages.mainImageUploadFailed);
          image = uploaded;
        }
        let galleryImages = parseGalleryUrls(values.galleryUrls);
        if (values.galleryFiles.length > 0) {
          galleryImages = [];
          for (const file of values.galleryFiles) {
            const uploaded = await uploadImage(api, file);
            if (!uploaded)
              throw new UploadFailure(DialogMessages.galleryImageUploadFailed(file.name));
            galleryImages.push(uploaded);
          }
        }
        confirmation = await createCategory(api, {
          key: values.key.trim(),
          title: values.title.trim(),
          description: values.description.trim(),
          image,
          icon: values.icon as CategoryIcon,
          galleryImages,
        });
      } catch (error) {
        console.error('Adding the category failed', error);
        failure =
          error instanceof UploadFailure
            ? error.message
            : getApiErrorMessage(error, DialogMessages.categoryAddFailed);
      }
      // The form is usable again before the dialog opens, not when it closes.
      setSubmitting(false);
      if (failure) {
        await showError(DashboardMessages.errorTitle, failure);
        return false;
      }
      // The All Categories table fetches the list again next time it shows.
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
      void showSuccess(confirmation ?? ApiMessages.categoryCreated);
      return true;
    },
    [api, queryClient],
  );

  return { submit, submitting };
}
