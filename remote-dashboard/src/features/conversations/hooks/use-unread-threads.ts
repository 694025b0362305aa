import { useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getUnreadThreads } from '../api/get-unread-threads';

export const unreadThreadsQueryKey = ['quote-threads', 'unread'] as const;

/** The sidebar's badge: threads with a message the person has not read. */
export function useUnreadThreads() {
  const api = useApi();
  return useQuery({
    queryKey: unreadThreadsQueryKey,
    queryFn: () => getUnreadThreads(api),
    refetchInterval: 60_000,
  });
}
