import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiMessages,
  DashboardMessages,
  DialogMessages,
  getApiErrorMessage,
  type CategorySummary,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { deleteCategory } from '../api/delete-category';
import { categoriesQueryKey } from './use-categories';
import { categoryQueryKey } from './use-category';

/** Asks, deletes, drops the row from the cached list and reports how it went. */
export function useDeleteCategory() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (category: CategorySummary) => deleteCategory(api, category.key),
    onSuccess: (_message, category) => {
      queryClient.setQueryData<CategorySummary[]>(categoriesQueryKey, (list) =>
        list?.filter((candidate) => candidate.key !== category.key),
      );
      queryClient.removeQueries({ queryKey: categoryQueryKey(category.key) });
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
