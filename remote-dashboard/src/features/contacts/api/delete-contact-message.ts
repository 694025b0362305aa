import {
  type ApiClient,
  type DeletedCountResponse,
  DialogMessages,
  getApiErrorMessage,
  type ContactMessage,
  type TrashedResponse,
} from '@threadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import type { ContactInbox } from './get-contact-messages';
import { useUndoDelete } from '../../../lib/use-undo-delete';
import { contactKeys } from './contact-keys';
import { DashboardMessages } from '../../../config/messages';

/** Answers the trash entry the message went to, for Undo. */
export async function deleteContactMessage(
  api: ApiClient,
  id: string,
): Promise<string | undefined> {
  const { data } = await api.delete<DeletedCountResponse & Partial<TrashedResponse>>(
    `/contacts/${encodeURIComponent(id)}`,
  );
  return data?.trashId;
}

/**
 * Asks, deletes, then drops the message from the cached inbox (and its counts) and reports how
 * it went. Resolves true when the message is gone.
 */
export function useDeleteContactMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const undo = useUndoDelete();
  const { mutateAsync } = useMutation({
    mutationFn: (message: ContactMessage) => deleteContactMessage(api, message._id),
    onSuccess: (_answer, message) =>
      queryClient.setQueryData<ContactInbox>(contactKeys.inbox(), (inbox) => {
        const stored = inbox?.messages.find((candidate) => candidate._id === message._id);
        if (!inbox || !stored) return inbox;
        return {
          messages: inbox.messages.filter((candidate) => candidate._id !== message._id),
          unread: stored.read ? inbox.unread : Math.max(0, inbox.unread - 1),
          total: Math.max(0, inbox.total - 1),
        };
      }),
  });

  return async (message: ContactMessage): Promise<boolean> => {
    const confirmed = await confirmAction({
      title: DashboardMessages.deleteMessageTitle,
      text: DashboardMessages.deleteMessageText(message.name),
      confirmButtonText: DashboardMessages.deleteConfirm,
    });
    if (!confirmed) return false;
    try {
      const trashId = await mutateAsync(message);
      if (trashId)
        void undo({
          title: DashboardMessages.deletedTitle,
          text: DashboardMessages.messageDeletedText,
          trashId,
          onRestored: () => queryClient.invalidateQueries({ queryKey: contactKeys.inbox() }),
        });
      else void showSuccess(DashboardMessages.deletedTitle, DashboardMessages.messageDeletedText);
      return true;
    } catch (error) {
      console.error(DialogMessages.contactDeleteFailed, error);
      await showError(DialogMessages.contactDeleteFailed, getApiErrorMessage(error, ''));
      return false;
    }
  };
}
