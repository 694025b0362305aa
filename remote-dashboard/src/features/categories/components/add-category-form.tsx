import { useState, type FormEvent } from 'react';
import { ApiMessages, DialogMessages, getApiErrorMessage } from '@threadline/contracts';
import { FormError } from '../../../components/form-error';
import { showSuccess } from '../../../lib/dialogs';
import { ImageUploadFailure, useCreateCategory } from '../api/create-category';
import { useCategoryFormValues } from '../hooks/use-category-form-values';
import { emptyCategoryValues, validateNewCategory } from '../utils/new-category-values';
import { CategoryIconField } from './category-icon-field';
import { CategoryImagePicker } from './category-image-picker';
import { CategoryTextField } from './category-text-field';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

export function AddCategoryForm() {
  const { values, setValues, setField } = useCategoryFormValues(emptyCategoryValues);
  // Bumped after a successful submit to clear the file inputs, which React cannot control.
  const [formVersion, setFormVersion] = useState(0);
  const createCategory = useCreateCategory();
  const [invalid, setInvalid] = useState<string | null>(null);

  // A chosen file replaces the typed URL, so the two never disagree (spec section 5).
  const chooseImageFile = (files: File[]) => {
    const file = files[0] ?? null;
    setValues((current) => ({
      ...current,
      imageFile: file,
      imageUrl: file ? '' : current.imageUrl,
    }));
  };
  const chooseGalleryFiles = (files: File[]) =>
    setValues((current) => ({
      ...current,
      galleryFiles: files,
      galleryUrls: files.length > 0 ? '' : current.galleryUrls,
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewCategory(values);
    setInvalid(problem);
    if (problem) return;
    createCategory.mutate(values, {
      onSuccess: (confirmation) => {
        setValues(emptyCategoryValues);
        setFormVersion((version) => version + 1);
        createCategory.reset();
        void showSuccess(confirmation ?? ApiMessages.categoryCreated);
      },
    });
  };
  const failure = !createCategory.isError
    ? null
    : createCategory.error instanceof ImageUploadFailure
      ? createCategory.error.message
      : getApiErrorMessage(createCategory.error, DialogMessages.categoryAddFailed);
  const submitting = createCategory.isPending;

  return (
    <form key={formVersion} className={`${ui.card} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <FormError message={invalid ?? failure} />
      <div className={styles.row}>
        <CategoryTextField
          id="td-category-key"
          label="Category Key"
          value={values.key}
          onChange={(key) => setField('key', key)}
          hint="Used in the page address, e.g. formal-shirts. It cannot be changed later."
          required
        />
        <CategoryTextField
          id="td-category-title"
          label="Title"
          value={values.title}
          onChange={(title) => setField('title', title)}
          required
        />
      </div>

      <CategoryTextField
        id="td-category-description"
        label="Description"
        rows={4}
        value={values.description}
        onChange={(description) => setField('description', description)}
        required
      />

      <CategoryImagePicker
        legend="Main Image"
        fileInputId="td-category-image-file"
        fileLabel="Upload Main Image"
        onFilesChosen={chooseImageFile}
      >
        <CategoryTextField
          id="td-category-image-url"
          label="Main Image URL"
          type="url"
          placeholder="https://"
          value={values.imageUrl}
          disabled={Boolean(values.imageFile)}
          onChange={(imageUrl) => setField('imageUrl', imageUrl)}
        />
      </CategoryImagePicker>

      <CategoryIconField
        id="td-category-icon"
        value={values.icon}
        onChange={(icon) => setField('icon', icon)}
      />

      <CategoryImagePicker
        legend="Gallery Images"
        fileInputId="td-category-gallery-files"
        fileLabel="Upload Gallery Images"
        multiple
        onFilesChosen={chooseGalleryFiles}
      >
        <CategoryTextField
          id="td-category-gallery-urls"
          label="Gallery Image URLs"
          rows={3}
          placeholder="Comma-separated URLs"
          value={values.galleryUrls}
          disabled={values.galleryFiles.length > 0}
          onChange={(galleryUrls) => setField('galleryUrls', galleryUrls)}
        />
      </CategoryImagePicker>

      <div>
        <button type="submit" className={ui.buttonPrimary} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Add Category'}
        </button>
      </div>
    </form>
  );
}
