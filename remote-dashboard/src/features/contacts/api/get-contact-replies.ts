import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, ContactReply } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { contactKeys } from './contact-keys';

export async function getContactReplies(api: ApiClient, id: string): Promise<ContactReply[]> {
  const { data } = await api.get<ContactReply[]>(`/contacts/${encodeURIComponent(id)}/replies`);
  return Array.isArray(data) ? data : [];
}

export const getContactRepliesQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: contactKeys.replies(id), queryFn: () => getContactReplies(api, id) });

export function useContactReplies(id: string) {
  return useQuery(getContactRepliesQueryOptions(useApi(), id));
}
