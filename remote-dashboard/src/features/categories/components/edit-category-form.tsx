import { useEffect, useRef, type FormEvent } from 'react';
import type { Category } from '@threadline/contracts';
import { useCategoryFormValues } from '../hooks/use-category-form-values';
import { categoryEditValuesOf, useEditCategory } from '../hooks/use-edit-category';
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
  const { save, saving, problem } = useEditCategory(category, onSaved);
  const titleRef = useRef<HTMLInputElement>(null);

  // The key is read-only, so the first field to change is the title.
  useEffect(() => titleRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await save(values);
  };

  return (
    <form className={`${styles.form} ${styles.editForm}`} onSubmit={onSubmit} noValidate>
      {problem ? (
        <p role="alert" className={ui.errorText}>
          {problem}
        </p>
      ) : null}
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
