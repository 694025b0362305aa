import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import {
  DialogMessages,
  resolveMediaUrl,
  type Category,
  type CategoryKey,
} from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { showSuccess } from '../../lib/dialogs';
import { useLoadFailureDialog } from '../../lib/use-load-failure-dialog';
import { CategoriesTable } from '../../features/categories/components/categories-table';
import { EditCategoryDialog } from '../../features/categories/components/edit-category-dialog';
import { useCategories } from '../../features/categories/api/get-categories';
import { useDeleteCategory } from '../../features/categories/api/delete-category';
import ui from '../../components/ui.module.css';

export function CategoriesRoute() {
  const { apiUrl } = useRemote();
  const categories = useCategories();
  const deleteCategory = useDeleteCategory();
  const [editingKey, setEditingKey] = useState<CategoryKey | null>(null);
  const rows = categories.data ?? [];

  useLoadFailureDialog(
    categories.status === 'error' ? categories.error : null,
    DialogMessages.categoriesLoadFailed,
  );

  const closeEditor = useCallback(() => setEditingKey(null), []);
  // The hook has already written the change into the cached list. The dialog is gone (focus
  // back on its Edit button) before the alert opens, so the alert hands focus back there too.
  const onSaved = useCallback((_category: Category, message: string) => {
    flushSync(() => setEditingKey(null));
    void showSuccess(message);
  }, []);

  return (
    <>
      <PageHeader
        title="All Categories"
        description={
          categories.status === 'success'
            ? `${rows.length} categories on the public site.`
            : undefined
        }
        actions={
          <Link to={paths.addCategory.getHref()} className={ui.buttonPrimary}>
            Add Category
          </Link>
        }
      />
      {categories.status === 'pending' ? <LoadingView label="Loading categories..." /> : null}
      {categories.status === 'error' ? (
        <LoadErrorPanel
          title={DialogMessages.categoriesLoadFailed}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      {categories.status === 'success' && rows.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No categories yet</h2>
          <p className={ui.emptyText}>Add the first one with the Add Category form.</p>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <CategoriesTable
          categories={rows}
          resolveImage={(source) => resolveMediaUrl(apiUrl, source)}
          onEdit={(category) => setEditingKey(category.key)}
          onDelete={(category) => void deleteCategory(category)}
        />
      ) : null}
      {editingKey ? (
        <EditCategoryDialog categoryKey={editingKey} onClose={closeEditor} onSaved={onSaved} />
      ) : null}
    </>
  );
}
