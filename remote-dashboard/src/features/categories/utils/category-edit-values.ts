import {
  categoryProblemOf,
  isCategoryIcon,
  parseGalleryUrls,
  validateCategory,
  type Category,
  type CategoryIcon,
} from '@threadline/contracts';

/** The Edit Category form's values: the key is not among them, it never changes. */
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

/** The category as the edit form's values change it, trimmed, under the same key. */
export function editedCategory(category: Category, values: CategoryEditValues): Category {
  return {
    ...category,
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    icon: values.icon as CategoryIcon,
    galleryImages: parseGalleryUrls(values.galleryUrls),
  };
}
