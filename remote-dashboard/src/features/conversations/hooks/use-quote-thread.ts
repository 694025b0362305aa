import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreadMessageInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { getQuoteThread } from '../api/get-quote-thread';
import { postThreadMessage } from '../api/post-thread-message';
import { unreadThreadsQueryKey } from './use-unread-threads';

export const quoteThreadQueryKey = (quoteId: string) => ['quote-thread', quoteId] as const;

/** One request's thread; reading it refreshes the sidebar's unread badge. */
export function useQuoteThread(quoteId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: quoteThreadQueryKey(quoteId),
    queryFn: async () => {
      const thread = await getQuoteThread(api, quoteId);
      void queryClient.invalidateQueries({ queryKey: unreadThreadsQueryKey });
      return thread;
    },
  });
}

export function usePostThreadMessage(quoteId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadMessageInput) => postThreadMessage(api, quoteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteThreadQueryKey(quoteId) }),
  });
}
