import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiMessages,
  DialogMessages,
  getApiErrorMessage,
  type Category,
} from '@threadline/contracts';
import { FormError } from '../../../components/form-error';
import { useUpdateCategory } from '../api/update-category';
import { useCategoryFormValues } from '../hooks/use-category-form-values';
import {
  categoryEditValuesOf,
  editedCategory,
  validateCategoryEdit,
} from '../utils/category-edit-values';
import { CategoryIconField } from './category-icon-field';
import { CategoryTextField } from './category-text-field';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

/** The body of the Edit Category dialog: the stored category's fields, the key read-only. */
export function EditCategoryForm({
  category,
  onCancel,
  onSaved,
}: {
  category: Category;
  onCancel: () => void;
  onSaved: (category: Category, message: string) => void;
}) {
  const { values, setField } = useCategoryFormValues(() => categoryEditValuesOf(category));
  const updateCategory = useUpdateCategory();
  const [invalid, setInvalid] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  // The key is read-only, so the first field to change is the title.
  useEffect(() => titleRef.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCategoryEdit(values);
    setInvalid(problem);
    if (problem) return;
    const updated = editedCategory(category, values);
    updateCategory.mutate(updated, {
      onSuccess: (message) => onSaved(updated, message ?? ApiMessages.categoryUpdated),
    });
  };
  const failure = updateCategory.isError
    ? getApiErrorMessage(updateCategory.error, DialogMessages.categoryUpdateFailed)
    : null;
  // A save in flight, or one that succeeded and is closing the dialog, keeps the button off.
  const saving = updateCategory.isPending || updateCategory.isSuccess;

  return (
    <form className={`${styles.form} ${styles.editForm}`} onSubmit={onSubmit} noValidate>
      <FormError message={invalid ?? failure} />
      <CategoryTextField
        id="td-edit-key"
        label="Category Key"
        value={category.key}
        readOnly
        hint="The key is part of the page address and cannot change."
      />
      <CategoryTextField
        id="td-edit-title"
        label="Title"
        inputRef={titleRef}
        value={values.title}
        onChange={(title) => setField('title', title)}
        required
      />
      <CategoryTextField
        id="td-edit-description"
        label="Description"
        rows={4}
        value={values.description}
        onChange={(description) => setField('description', description)}
        required
      />
      <CategoryTextField
        id="td-edit-image"
        label="Main Image URL"
        type="url"
        value={values.image}
        onChange={(image) => setField('image', image)}
        required
      />
      <CategoryIconField
        id="td-edit-icon"
        value={values.icon}
        onChange={(icon) => setField('icon', icon)}
      />
      <CategoryTextField
        id="td-edit-gallery"
        label="Gallery Image URLs"
        rows={4}
        value={values.galleryUrls}
        onChange={(galleryUrls) => setField('galleryUrls', galleryUrls)}
        hint="Separate URLs with commas; spaces and empty entries are ignored."
        required
      />
      <div className={styles.modalActions}>
        <button type="button" className={ui.button} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={ui.buttonPrimary} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
