import { useState, type FormEvent } from 'react';
import { CATEGORY_ICONS } from '@threadline/contracts';
import {
  emptyCategoryValues,
  useAddCategory,
  type NewCategoryValues,
} from '../hooks/use-add-category';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

export function AddCategoryForm() {
  const [values, setValues] = useState<NewCategoryValues>(emptyCategoryValues);
  // Bumped after a successful submit to clear the file inputs, which React cannot control.
  const [formVersion, setFormVersion] = useState(0);
  const { submit, submitting } = useAddCategory();

  const set = <K extends keyof NewCategoryValues>(field: K, value: NewCategoryValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

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
        <div className={ui.field}>
          <label htmlFor="td-category-key" className={ui.label}>
            Category Key
          </label>
          <input
            id="td-category-key"
            className={ui.input}
            value={values.key}
            onChange={(event) => set('key', event.target.value)}
            aria-describedby="td-category-key-hint"
            required
          />
          <p id="td-category-key-hint" className={ui.hint}>
            Used in the page address, e.g. formal-shirts. It cannot be changed later.
          </p>
        </div>
        <div className={ui.field}>
          <label htmlFor="td-category-title" className={ui.label}>
            Title
          </label>
          <input
            id="td-category-title"
            className={ui.input}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            required
          />
        </div>
      </div>

      <div className={ui.field}>
        <label htmlFor="td-category-description" className={ui.label}>
          Description
        </label>
        <textarea
          id="td-category-description"
          className={ui.input}
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          required
        />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={ui.label}>Main Image</legend>
        <div className={styles.row}>
          <div className={ui.field}>
            <label htmlFor="td-category-image-file" className={ui.label}>
              Upload Main Image
            </label>
            <input
              id="td-category-image-file"
              type="file"
              accept="image/*"
              className={ui.input}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                // A chosen file replaces the URL field.
                setValues((current) => ({
                  ...current,
                  imageFile: file,
                  imageUrl: file ? '' : current.imageUrl,
                }));
              }}
            />
          </div>
          <div className={ui.field}>
            <label htmlFor="td-category-image-url" className={ui.label}>
              Main Image URL
            </label>
            <input
              id="td-category-image-url"
              type="url"
              className={ui.input}
              placeholder="https://"
              value={values.imageUrl}
              disabled={Boolean(values.imageFile)}
              onChange={(event) => set('imageUrl', event.target.value)}
            />
          </div>
        </div>
      </fieldset>

      <div className={ui.field}>
        <label htmlFor="td-category-icon" className={ui.label}>
          Icon
        </label>
        <select
          id="td-category-icon"
          className={ui.input}
          value={values.icon}
          onChange={(event) => set('icon', event.target.value as NewCategoryValues['icon'])}
          required
        >
          <option value="">Select an icon</option>
          {CATEGORY_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={ui.label}>Gallery Images</legend>
        <div className={styles.row}>
          <div className={ui.field}>
            <label htmlFor="td-category-gallery-files" className={ui.label}>
              Upload Gallery Images
            </label>
            <input
              id="td-category-gallery-files"
              type="file"
              accept="image/*"
              multiple
              className={ui.input}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                setValues((current) => ({
                  ...current,
                  galleryFiles: files,
                  galleryUrls: files.length > 0 ? '' : current.galleryUrls,
                }));
              }}
            />
          </div>
          <div className={ui.field}>
            <label htmlFor="td-category-gallery-urls" className={ui.label}>
              Gallery Image URLs
            </label>
            <textarea
              id="td-category-gallery-urls"
              className={ui.input}
              rows={3}
              placeholder="Comma-separated URLs"
              value={values.galleryUrls}
              disabled={values.galleryFiles.length > 0}
              onChange={(event) => set('galleryUrls', event.target.value)}
            />
          </div>
        </div>
      </fieldset>

      <div>
        <button type="submit" className={ui.buttonPrimary} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Add Category'}
        </button>
      </div>
    </form>
  );
}
