import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, UnreadThreadsResponse } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { conversationKeys } from './conversation-keys';

export async function getUnreadThreads(api: ApiClient): Promise<number> {
  const { data } = await api.get<UnreadThreadsResponse>('/quote-threads/unread');
  return typeof data?.unreadThreads === 'number' ? data.unreadThreads : 0;
}

/** The sidebar's badge: threads with a message the person has not read, checked each minute. */
export const getUnreadThreadsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: () => getUnreadThreads(api),
    refetchInterval: 60_000,
  });

export function useUnreadThreads() {
  return useQuery(getUnreadThreadsQueryOptions(useApi()));
}
