import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import Swal from 'sweetalert2';
import {
  ApiMessages,
  CATEGORY_ICONS,
  DialogMessages,
  getApiErrorMessage,
  isCategoryIcon,
  parseGalleryUrls,
  ValidationMessages,
  type Category,
  type CategoryIcon,
  type CategoryKey,
} from '@threadline/contracts';
import { LoadingView } from '../../../components/loading-view';
import { useApi } from '../../../lib/remote-context';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCategory } from '../api/get-category';
import { updateCategory } from '../api/update-category';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

interface EditValues {
  title: string;
  description: string;
  image: string;
  icon: CategoryIcon | '';
  galleryUrls: string;
}

/** The edit form's rules (spec section 5): every field filled, at least one gallery URL. */
export function validateCategoryEdit(values: EditValues): string | null {
  if (
    !values.title.trim() ||
    !values.description.trim() ||
    !values.image.trim() ||
    !values.icon ||
    parseGalleryUrls(values.galleryUrls).length === 0
  ) {
    return ValidationMessages.categoryFieldsRequired;
  }
  return null;
}

function EditForm({
  category,
  onCancel,
  onSaved,
}: {
  category: Category;
  onCancel: () => void;
  onSaved: (category: Category, message: string) => void;
}) {
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [values, setValues] = useState<EditValues>({
    title: category.title,
    description: category.description,
    image: category.image,
    icon: isCategoryIcon(category.icon) ? category.icon : '',
    galleryUrls: (category.galleryImages ?? []).join(', '),
  });
  const titleRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  // The key is read-only, so the first field to change is the title.
  useEffect(() => titleRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {problem ? (
        <p role="alert" className={ui.errorText}>
          {problem}
        </p>
      ) : null}
      <div className={ui.field}>
        <label htmlFor="td-edit-key" className={ui.label}>
          Category Key
        </label>
        <input
          id="td-edit-key"
          className={ui.input}
          value={category.key}
          readOnly
          aria-describedby="td-edit-key-hint"
        />
        <p id="td-edit-key-hint" className={ui.hint}>
          The key is part of the page address and cannot change.
        </p>
      </div>
      <div className={ui.field}>
        <label htmlFor="td-edit-title" className={ui.label}>
          Title
        </label>
        <input
          ref={titleRef}
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
          Separate URLs with commas; spaces and empty entries are ignored.
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

function EditCategoryContent({
  categoryKey,
  onCancel,
  onSaved,
}: {
  categoryKey: CategoryKey;
  onCancel: () => void;
  onSaved: (category: Category, message: string) => void;
}) {
  const api = useApi();
  const load = useCallback(() => getCategory(api, categoryKey), [api, categoryKey]);
  const category = useAsyncData(load);

  if (category.status === 'loading') return <LoadingView label="Loading category..." />;
  if (category.status === 'error') {
    return (
      <>
        <p role="alert" className={ui.errorText}>
          {getApiErrorMessage(category.error, DialogMessages.categoryLoadFailed)}
        </p>
        <div className={styles.modalActions}>
          <button type="button" className={ui.button} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </>
    );
  }
  return <EditForm category={category.data} onCancel={onCancel} onSaved={onSaved} />;
}

/**
 * The Edit Category dialog: a sweetalert2 popup (like every dialog of the dashboard) whose body
 * is this React form, rendered through a portal into an element the popup hosts, so the form
 * keeps the remote's context. Escape and Cancel close it; a successful save closes it too.
 */
export function EditCategoryModal({
  categoryKey,
  onClose,
  onSaved,
}: {
  categoryKey: CategoryKey;
  onClose: () => void;
  onSaved: (category: Category, message: string) => void;
}) {
  // Owned here, not by sweetalert2, so React's nodes survive the popup being closed or replaced.
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = styles.editDialog;
    return element;
  });
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    let active = true; // this effect run is the current one
    let shown = true; // our popup is still the one on screen
    // Called once, as soon as the popup starts to go, however it goes: Escape, the close
    // button or Cancel (willClose), or the next dialog, such as the success alert, replacing it
    // (didDestroy). Waiting for the end of the close would lose an Edit clicked meanwhile.
    const gone = () => {
      if (!shown) return;
      shown = false;
      if (active) onCloseRef.current();
    };
    void Swal.fire({
      title: 'Edit Category',
      html: host,
      width: '42rem',
      showConfirmButton: false,
      showCloseButton: true,
      closeButtonAriaLabel: 'Close',
      allowOutsideClick: false,
      willClose: gone,
      didDestroy: gone,
    });
    return () => {
      active = false;
      if (shown) {
        shown = false;
        Swal.close();
      }
    };
  }, [host]);

  return createPortal(
    <EditCategoryContent
      categoryKey={categoryKey}
      onCancel={() => Swal.close()}
      onSaved={onSaved}
    />,
    host,
  );
}
