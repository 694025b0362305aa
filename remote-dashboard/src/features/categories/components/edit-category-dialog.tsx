import {
  DialogMessages,
  getApiErrorMessage,
  type Category,
  type CategoryKey,
} from '@threadline/contracts';
import { LoadingView } from '../../../components/loading-view';
import { ModalDialog } from '@threadline/web-kit/modal-dialog';
import look from '../../../components/dialog-look.module.css';
import { useCategory } from '../api/get-category';
import { EditCategoryForm } from './edit-category-form';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';
import { DashboardMessages } from '../../../config/messages';

/**
 * The Edit Category dialog: loads the whole category (the list holds summaries), then its form.
 * Escape, the close button and Cancel close it; a successful save closes it too.
 */
export function EditCategoryDialog({
  categoryKey,
  onClose,
  onSaved,
}: {
  categoryKey: CategoryKey;
  onClose: () => void;
  onSaved: (category: Category, message: string) => void;
}) {
  const category = useCategory(categoryKey);
  return (
    <ModalDialog
      title={DashboardMessages.editCategoryTitle}
      onClose={onClose}
      className={look.dialog}
    >
      {category.status === 'pending' ? <LoadingView label="Loading category..." /> : null}
      {category.status === 'error' ? (
        <>
          <p role="alert" className={ui.errorText}>
            {getApiErrorMessage(category.error, DialogMessages.categoryLoadFailed)}
          </p>
          <div className={styles.modalActions}>
            <button type="button" className={ui.button} onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      ) : null}
      {category.status === 'success' ? (
        <EditCategoryForm category={category.data} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </ModalDialog>
  );
}
