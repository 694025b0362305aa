import type { ApiClient, ModifiedCountResponse, ContactMessage } from '@threadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import type { ContactInbox } from './get-contact-messages';
import { contactKeys } from './contact-keys';

export async function markContactMessageRead(api: ApiClient, id: string): Promise<void> {
  await api.patch<ModifiedCountResponse>(`/contacts/${encodeURIComponent(id)}/read`);
}

/**
 * Marks an opened message read, in the API and then in the cached inbox (its badge and count),
 * without fetching the inbox again. A failure is logged only: the message simply stays unread.
 */
export function useMarkContactMessageRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (message: ContactMessage) => markContactMessageRead(api, message._id),
    onSuccess: (_answer, message) =>
      queryClient.setQueryData<ContactInbox>(contactKeys.inbox(), (inbox) => {
        const stored = inbox?.messages.find((candidate) => candidate._id === message._id);
        if (!inbox || !stored || stored.read) return inbox;
        return {
          ...inbox,
          messages: inbox.messages.map((candidate) =>
            candidate._id === message._id ? { ...candidate, read: true } : candidate,
          ),
          unread: Math.max(0, inbox.unread - 1),
        };
      }),
    onError: (error) => console.error('Marking the message read failed', error),
  });

  return (message: ContactMessage) => {
    if (!message.read) mutate(message);
  };
}
