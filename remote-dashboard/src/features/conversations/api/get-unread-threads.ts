import type { ApiClient, UnreadThreadsResponse } from '@threadline/contracts';

export async function getUnreadThreads(api: ApiClient): Promise<number> {
  const { data } = await api.get<UnreadThreadsResponse>('/quote-threads/unread');
  return typeof data?.unreadThreads === 'number' ? data.unreadThreads : 0;
}
