import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiMessages,
  CATEGORY_ICONS,
  DialogMessages,
  isCategoryIcon,
  parseGalleryUrls,
  ValidationMessages,
  type Category,
  type CategoryIcon,
  type CategoryKey,
} from '@threadline/contracts';
import { LoadingView } from '../../../components/loading-view';
import { getErrorMessage } from '../../../lib/api-error';
import { showError, showSuccess } from '../../../lib/dialogs';
import { useApi } from '../../../lib/remote-context';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCategory } from '../../categories/api/get-category';
import { updateCategory } from '../../categories/api/update-category';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

interface EditValues {
  title: string;
  description: string;
  image: string;
  icon: CategoryIcon | '';
  galleryUrls: string;
}

function EditForm({
  category,
  onCancel,
  onSaved,
}: {
  category: Category;
  onCancel: () => void;
  onSaved: (category: Category) => void;
}) {
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<EditValues>({
    title: category.title,
    description: category.description,
    image: category.image,
    icon: isCategoryIcon(category.icon) ? category.icon : '',
    galleryUrls: (category.galleryImages ?? []).join(', '),
  });
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const galleryImages = parseGalleryUrls(values.galleryUrls);
    if (
      !values.title.trim() ||
      !values.description.trim() ||
      !values.image.trim() ||
      !values.icon ||
      galleryImages.length === 0
    ) {
      await showError('Error', ValidationMessages.categoryFieldsRequired);
      return;
    }
    const updated: Category = {
      ...category,
      title: values.title.trim(),
      description: values.description.trim(),
      image: values.image.trim(),
      icon: values.icon,
      galleryImages,
    };
    setSaving(true);
    try {
      const message = await updateCategory(api, updated);
      setSaving(false);
      void showSuccess(message ?? ApiMessages.categoryUpdated);
      onSaved(updated);
    } catch (error) {
      console.error(DialogMessages.categoryUpdateFailed, error);
      setSaving(false);
      await showError('Error', getErrorMessage(error, DialogMessages.categoryUpdateFailed));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={ui.field}>
        <label htmlFor="td-edit-key" className={ui.label}>
          Category Key
        </label>
        <input id="td-edit-key" className={ui.input} value={category.key} readOnly />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-edit-title" className={ui.label}>
          Title
        </label>
        <input
          id="td-edit-title"
          className={ui.input}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          required
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-edit-description" className={ui.label}>
          Description
        </label>
        <textarea
          id="td-edit-description"
          className={ui.input}
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          required
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-edit-image" className={ui.label}>
          Main Image URL
        </label>
        <input
          id="td-edit-image"
          type="url"
          className={ui.input}
          value={values.image}
          onChange={(event) => set('image', event.target.value)}
          required
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-edit-icon" className={ui.label}>
          Icon
        </label>
        <select
          id="td-edit-icon"
          className={ui.input}
          value={values.icon}
          onChange={(event) => set('icon', event.target.value as EditValues['icon'])}
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
      <div className={ui.field}>
        <label htmlFor="td-edit-gallery" className={ui.label}>
          Gallery Image URLs
        </label>
        <textarea
          id="td-edit-gallery"
          className={ui.input}
          rows={4}
          value={values.galleryUrls}
          onChange={(event) => set('galleryUrls', event.target.value)}
          aria-describedby="td-edit-gallery-hint"
          required
        />
        <p id="td-edit-gallery-hint" className={ui.hint}>
          Separate URLs with commas.
        </p>
      </div>
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

/** Loads the full category (description, gallery) and edits it; the key stays read-only. */
export function EditCategoryModal({
  categoryKey,
  onClose,
  onSaved,
}: {
  categoryKey: CategoryKey;
  onClose: () => void;
  onSaved: (category: Category) => void;
}) {
  const api = useApi();
  const load = useCallback(() => getCategory(api, categoryKey), [api, categoryKey]);
  const category = useAsyncData(load);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="td-edit-heading"
        tabIndex={-1}
        className={styles.modal}
      >
        <h2 id="td-edit-heading" className={styles.modalTitle}>
          Edit Category
        </h2>
        {category.status === 'loading' ? <LoadingView /> : null}
        {category.status === 'error' ? (
          <>
            <p role="alert" className={ui.errorText}>
              {getErrorMessage(category.error, DialogMessages.categoryLoadFailed)}
            </p>
            <div className={styles.modalActions}>
              <button type="button" className={ui.button} onClick={onClose}>
                Cancel
              </button>
            </div>
          </>
        ) : null}
        {category.status === 'success' ? (
          <EditForm category={category.data} onCancel={onClose} onSaved={onSaved} />
        ) : null}
      </div>
    </div>
  );
}
