import { useCallback, useState } from 'react';
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
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { updateCategory } from '../api/update-category';

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
 * Validates, then saves the edited category. A broken rule or a failed save becomes `problem`,
 * for the form to show in place; a success goes to `onSaved` with the API's message.
 */
export function useEditCategory(
  category: Category,
  onSaved: (category: Category, message: string) => void,
) {
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useCallback(
    async (values: CategoryEditValues) => {
      const invalid = validateCategoryEdit(values);
      if (invalid) {
        setProblem(invalid);
        return;
      }
      const updated: Category = {
        ...category,
        title: values.title.trim(),
        description: values.description.trim(),
        image: values.image.trim(),
        icon: values.icon as CategoryIcon,
        galleryImages: parseGalleryUrls(values.galleryUrls),
      };
      setProblem(null);
      setSaving(true);
      try {
        const message = await updateCategory(api, updated);
        onSaved(updated, message ?? ApiMessages.categoryUpdated);
      } catch (error) {
        console.error(DialogMessages.categoryUpdateFailed, error);
        setSaving(false);
        setProblem(getApiErrorMessage(error, DialogMessages.categoryUpdateFailed));
      }
    },
    [api, category, onSaved],
  );

  return { save, saving, problem };
}
