import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiMessages,
  DialogMessages,
  getApiErrorMessage,
  resolveMediaUrl,
  type Category,
  type CategoryKey,
  type CategorySummary,
} from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { confirmAction, showError, showSuccess } from '../../lib/dialogs';
import { useLoadFailureDialog } from '../../lib/use-load-failure-dialog';
import { deleteCategory } from '../../features/categories/api/delete-category';
import { CategoriesTable } from '../../features/categories/components/categories-table';
import { EditCategoryModal } from '../../features/categories/components/edit-category-modal';
import { useCategories } from '../../features/categories/hooks/use-categories';
import ui from '../../components/ui.module.css';

export function CategoriesRoute() {
  const api = useApi();
  const { apiUrl } = useRemote();
  const categories = useCategories();
  const [editingKey, setEditingKey] = useState<CategoryKey | null>(null);
  // Edits and deletes are applied locally; the list is not fetched again.
  const [edited, setEdited] = useState<Record<CategoryKey, CategorySummary>>({});
  const [deleted, setDeleted] = useState<ReadonlySet<CategoryKey>>(new Set());

  const rows = useMemo(
    () =>
      categories.status === 'success'
        ? categories.data
            .filter((category) => !deleted.has(category.key))
            .map((category) => edited[category.key] ?? category)
        : [],
    [categories, edited, deleted],
  );

  useLoadFailureDialog(
    categories.status === 'error' ? categories.error : null,
    DialogMessages.categoriesLoadFailed,
  );

  const closeEditor = useCallback(() => setEditingKey(null), []);
  const onSaved = useCallback((category: Category, message: string) => {
    const { key, title, image, icon } = category;
    setEdited((current) => ({ ...current, [key]: { key, title, image, icon } }));
    setEditingKey(null);
    void showSuccess(message);
  }, []);

  const remove = async (category: CategorySummary) => {
    const confirmed = await confirmAction({
      title: 'Delete Category?',
      text: `"${category.title}" and its gallery will be removed from the site.`,
      confirmButtonText: 'Yes, delete',
    });
    if (!confirmed) return;
    try {
      const message = await deleteCategory(api, category.key);
      setDeleted((current) => new Set(current).add(category.key));
      void showSuccess(message ?? ApiMessages.categoryDeleted);
    } catch (error) {
      console.error(DialogMessages.categoryDeleteFailed, error);
      await showError('Error', getApiErrorMessage(error, DialogMessages.categoryDeleteFailed));
    }
  };

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
      {categories.status === 'loading' ? <LoadingView label="Loading categories..." /> : null}
      {categories.status === 'error' ? (
        <div role="alert" className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>{DialogMessages.categoriesLoadFailed}</h2>
          <p className={ui.emptyText}>
            {getApiErrorMessage(categories.error, 'Please try again.')}
          </p>
          <button
            type="button"
            className={`${ui.button} ${ui.emptyAction}`}
            onClick={categories.reload}
          >
            Try Again
          </button>
        </div>
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
          onDelete={remove}
        />
      ) : null}
      {editingKey ? (
        <EditCategoryModal categoryKey={editingKey} onClose={closeEditor} onSaved={onSaved} />
      ) : null}
    </>
  );
}
