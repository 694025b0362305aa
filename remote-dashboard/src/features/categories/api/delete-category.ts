import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiMessages,
  DashboardMessages,
  DialogMessages,
  getApiErrorMessage,
  type ApiClient,
  type CategoryKey,
  type CategorySummary,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { categoryKeys } from './category-keys';

export async function deleteCategory(
  api: ApiClient,
  key: CategoryKey,
): Promise<string | undefined> {
  const { data } = await api.delete<{ message?: string }>(`/categories/${encodeURIComponent(key)}`);
  return data?.message;
}

/**
 * A table row's Delete: asks, deletes, drops the row from the cached list and reports how it went
 * in a dialog (a row action has no form to show an error in).
 */
export function useDeleteCategory() {
  const api = useApi();
  const queryClient = useQueryClient();
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
      const message = await mutateAsync(category);
      void showSuccess(message ?? ApiMessages.categoryDeleted);
    } catch (error) {
      console.error(DialogMessages.categoryDeleteFailed, error);
      await showError(
        DashboardMessages.errorTitle,
        getApiErrorMessage(error, DialogMessages.categoryDeleteFailed),
      );
    }
  };
}
