import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import type { ContactInbox } from '../api/get-contact-messages';
import { getContactReplies } from '../api/get-contact-replies';
import { sendContactReply } from '../api/send-contact-reply';
import { contactMessagesQueryKey } from './use-contact-messages';

const repliesKey = (id: string) => ['contact-replies', id] as const;

export function useContactReplies(id: string) {
  const api = useApi();
  return useQuery({ queryKey: repliesKey(id), queryFn: () => getContactReplies(api, id) });
}

/** Sends a reply, then shows it and marks the message replied in the cached inbox. */
export function useSendContactReply(message: ContactMessage) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendContactReply(api, message._id, text),
    onSuccess: async (reply) => {
      queryClient.setQueryData<ContactInbox>(contactMessagesQueryKey, (inbox) =>
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
      await queryClient.invalidateQueries({ queryKey: repliesKey(message._id) });
    },
  });
}
