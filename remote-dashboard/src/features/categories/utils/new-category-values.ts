import {
  categoryProblemOf,
  parseGalleryUrls,
  validateCategory,
  type CategoryIcon,
} from '@threadline/contracts';

/** The Add Category form's values: typed URLs or chosen files for the images. */
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
