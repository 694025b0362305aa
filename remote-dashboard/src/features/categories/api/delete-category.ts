import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiMessages,
  DialogMessages,
  getApiErrorMessage,
  type ApiClient,
  type CategoryKey,
  type CategorySummary,
  type TrashedResponse,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { useUndoDelete } from '../../../lib/use-undo-delete';
import { categoryKeys } from './category-keys';
import { DashboardMessages } from '../../../config/messages';

export async function deleteCategory(
  api: ApiClient,
  key: CategoryKey,
): Promise<{ message?: string; trashId?: string }> {
  const { data } = await api.delete<{ message?: string } & Partial<TrashedResponse>>(
    `/categories/${encodeURIComponent(key)}`,
  );
  return { message: data?.message, trashId: data?.trashId };
}

/**
 * A table row's Delete: asks, deletes, drops the row from the cached list and reports how it went
 * (a toast with Undo, or a dialog for an error: a row action has no form to show it in).
 */
export function useDeleteCategory() {
  const api = useApi();
  const queryClient = useQueryClient();
  const undo = useUndoDelete();
  const { mutateAsync } = useMutation({
    mutationFn: (category: CategorySummary) => deleteCategory(api, category.key),
    onSuccess: (_message, category) => {
      queryClient.setQueryData<CategorySummary[]>(categoryKeys.list(), (list) =>
        list?.filter((candidate) => candidate.key !== category.key),
      );
      queryClient.removeQueries({ queryKey: categoryKeys.detail(category.key) });
    },
  });

  return async (category: CategorySummary): Promise<void> => {
    const confirmed = await confirmAction({
      title: DashboardMessages.deleteCategoryTitle,
      text: DashboardMessages.deleteCategoryText(category.title),
      confirmButtonText: DashboardMessages.deleteConfirm,
    });
    if (!confirmed) return;
    try {
      const { message, trashId } = await mutateAsync(category);
      const title = message ?? ApiMessages.categoryDeleted;
      if (!trashId) {
        void showSuccess(title);
        return;
      }
      void undo({
        title,
        trashId,
        onRestored: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      });
    } catch (error) {
      console.error(DialogMessages.categoryDeleteFailed, error);
      await showError(
        DashboardMessages.errorTitle,
        getApiErrorMessage(error, DialogMessages.categoryDeleteFailed),
      );
    }
  };
}
