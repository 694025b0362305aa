import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getApiErrorMessage,
  type ApiClient,
  type StyleDetail,
  type TrashedResponse,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { DashboardMessages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { confirmAction, showError } from '../../../lib/dialogs';
import { useUndoDelete } from '../../../lib/use-undo-delete';
import { styleKeys } from './style-keys';

/** DELETE /styles/{id}: the style goes to the trash with its versions and files. */
export async function deleteStyle(api: ApiClient, id: string): Promise<TrashedResponse> {
  const { data } = await api.delete<TrashedResponse>(`/styles/${encodeURIComponent(id)}`);
  return data;
}

/** POST /styles/{id}/restore: the owner's Undo. */
export async function restoreStyle(api: ApiClient, id: string): Promise<void> {
  await api.post(`/styles/${encodeURIComponent(id)}/restore`);
}

/**
 * The style page's Delete: asks, deletes, goes back to the library and offers Undo in the toast.
 * A refusal (a quote request pins the style) is shown in a dialog with the API's words.
 */
export function useDeleteStyle() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const undo = useUndoDelete();
  const { mutateAsync } = useMutation({
    mutationFn: (style: StyleDetail) => deleteStyle(api, style.id),
    onSuccess: (_trashed, style) => {
      queryClient.removeQueries({ queryKey: styleKeys.detail(style.id) });
      void queryClient.invalidateQueries({ queryKey: styleKeys.all });
    },
  });

  return async (style: StyleDetail): Promise<void> => {
    const label = `${style.styleNumber} ${style.name}`;
    const confirmed = await confirmAction({
      title: DashboardMessages.deleteStyleTitle,
      text: DashboardMessages.deleteStyleText(label),
      confirmButtonText: DashboardMessages.deleteConfirm,
    });
    if (!confirmed) return;
    try {
      const { trashId } = await mutateAsync(style);
      void navigate(paths.styles.getHref());
      void undo({
        title: DashboardMessages.deletedTitle,
        text: DashboardMessages.styleDeletedText(label),
        trashId,
        restore: () => restoreStyle(api, style.id),
        onRestored: () => queryClient.invalidateQueries({ queryKey: styleKeys.all }),
      });
    } catch (error) {
      await showError(
        DashboardMessages.styleDeleteFailed,
        getApiErrorMessage(error, DashboardMessages.tryAgain),
      );
    }
  };
}
