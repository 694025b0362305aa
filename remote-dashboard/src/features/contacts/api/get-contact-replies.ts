import type { ApiClient, ContactReply } from '@threadline/contracts';

export async function getContactReplies(api: ApiClient, id: string): Promise<ContactReply[]> {
  const { data } = await api.get<ContactReply[]>(`/contacts/${encodeURIComponent(id)}/replies`);
  return Array.isArray(data) ? data : [];
}
