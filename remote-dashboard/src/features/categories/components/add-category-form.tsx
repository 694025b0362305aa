import { useState, type FormEvent } from 'react';
import { emptyCategoryValues, useAddCategory } from '../hooks/use-add-category';
import { useCategoryFormValues } from '../hooks/use-category-form-values';
import { CategoryIconField } from './category-icon-field';
import { CategoryImagePicker } from './category-image-picker';
import { CategoryTextField } from './category-text-field';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

export function AddCategoryForm() {
  const { values, setValues, setField } = useCategoryFormValues(emptyCategoryValues);
  // Bumped after a successful submit to clear the file inputs, which React cannot control.
  const [formVersion, setFormVersion] = useState(0);
  const { submit, submitting } = useAddCategory();

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(values)) {
      setValues(emptyCategoryValues);
      setFormVersion((version) => version + 1);
    }
  };

  return (
    <form key={formVersion} className={`${ui.card} ${styles.form}`} onSubmit={onSubmit} noValidate>
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
