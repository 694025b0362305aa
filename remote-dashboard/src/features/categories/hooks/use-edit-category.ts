import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiMessages,
  categoryProblemOf,
  DialogMessages,
  getApiErrorMessage,
  isCategoryIcon,
  parseGalleryUrls,
  validateCategory,
  type Category,
  type CategoryIcon,
  type CategorySummary,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { updateCategory } from '../api/update-category';
import { categoriesQueryKey } from './use-categories';
import { categoryQueryKey } from './use-category';

export interface CategoryEditValues {
  title: string;
  description: string;
  image: string;
  icon: CategoryIcon | '';
  galleryUrls: string;
}

/** The edit form's starting values: the category as stored, its gallery as one line. */
export function categoryEditValuesOf(category: Category): CategoryEditValues {
  return {
    title: category.title,
    description: category.description,
    image: category.image,
    icon: isCategoryIcon(category.icon) ? category.icon : '',
    galleryUrls: (category.galleryImages ?? []).join(', '),
  };
}

/** The edit form's rules: contracts' category rules (spec section 5), the key aside. */
export function validateCategoryEdit(values: CategoryEditValues): string | null {
  return categoryProblemOf(
    validateCategory({ ...values, galleryImages: parseGalleryUrls(values.galleryUrls) }),
  );
}

/**
 * Validates, then saves the edited category and writes it into the cached list and the cached
 * category, so the table shows it without a refetch. A broken rule or a failed save becomes
 * `problem`, for the form to show in place; a success goes to `onSaved` with the API's message.
 */
export function useEditCategory(
  category: Category,
  onSaved: (category: Category, message: string) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (updated: Category) => updateCategory(api, updated),
    onSuccess: (_message, updated) => {
      const { key, title, image, icon } = updated;
      queryClient.setQueryData<CategorySummary[]>(categoriesQueryKey, (list) =>
        list?.map((summary) =>
          summary.key === key ? { ...summary, key, title, image, icon } : summary,
        ),
      );
      queryClient.setQueryData<Category>(categoryQueryKey(key), updated);
    },
    onError: (error) => console.error(DialogMessages.categoryUpdateFailed, error),
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (values: CategoryEditValues) => {
      const problem = validateCategoryEdit(values);
      setInvalid(problem);
      if (problem) return;
      const updated: Category = {
        ...category,
        title: values.title.trim(),
        description: values.description.trim(),
        image: values.image.trim(),
        icon: values.icon as CategoryIcon,
        galleryImages: parseGalleryUrls(values.galleryUrls),
      };
      try {
        const message = await mutateAsync(updated);
        onSaved(updated, message ?? ApiMessages.categoryUpdated);
      } catch {
        // Shown in place through `problem`.
      }
    },
    [category, mutateAsync, onSaved],
  );

  const failure = mutation.isError
    ? getApiErrorMessage(mutation.error, DialogMessages.categoryUpdateFailed)
    : null;
  // A save in flight, or one that succeeded and is closing the dialog, keeps the button off.
  const saving = mutation.isPending || mutation.isSuccess;
  return { save, saving, problem: invalid ?? failure };
}
