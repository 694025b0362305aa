import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, QuoteThread } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { conversationKeys } from './conversation-keys';

/** The thread as the caller may see it; opening it marks it read. */
export async function getQuoteThread(api: ApiClient, quoteId: string): Promise<QuoteThread> {
  const { data } = await api.get<QuoteThread>(`/quotes/${encodeURIComponent(quoteId)}/thread`);
  return data;
}

/** One request's thread; reading it refreshes the sidebar's unread badge. */
export function useQuoteThread(quoteId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.thread(quoteId),
    queryFn: async () => {
      const thread = await getQuoteThread(api, quoteId);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      return thread;
    },
  });
}
