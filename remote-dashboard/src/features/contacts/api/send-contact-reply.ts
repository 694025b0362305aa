import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ContactMessage, ContactReply } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { contactKeys } from './contact-keys';
import type { ContactInbox } from './get-contact-messages';

/** Sends the reply by email to the message's sender; the API keeps it and audits it. */
export async function sendContactReply(
  api: ApiClient,
  id: string,
  text: string,
): Promise<ContactReply> {
  const { data } = await api.post<ContactReply>(`/contacts/${encodeURIComponent(id)}/replies`, {
    text,
  });
  return data;
}

/** Sends a reply, then shows it and marks the message replied in the cached inbox. */
export function useSendContactReply(message: ContactMessage) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendContactReply(api, message._id, text),
    onSuccess: async (reply) => {
      queryClient.setQueryData<ContactInbox>(contactKeys.inbox(), (inbox) =>
        inbox
          ? {
              ...inbox,
              unread: message.read ? inbox.unread : Math.max(0, inbox.unread - 1),
              messages: inbox.messages.map((candidate) =>
                candidate._id === message._id
                  ? { ...candidate, read: true, repliedAt: reply.createdAt }
                  : candidate,
              ),
            }
          : inbox,
      );
      await queryClient.invalidateQueries({ queryKey: contactKeys.replies(message._id) });
    },
  });
}
