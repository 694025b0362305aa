import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Swal from 'sweetalert2';
import {
  DialogMessages,
  getApiErrorMessage,
  type Category,
  type CategoryKey,
} from '@threadline/contracts';
import { LoadingView } from '../../../components/loading-view';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getCategory } from '../api/get-category';
import { EditCategoryForm } from './edit-category-form';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

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
  return <EditCategoryForm category={category.data} onCancel={onCancel} onSaved={onSaved} />;
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
