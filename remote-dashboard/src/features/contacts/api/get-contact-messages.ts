import type { ApiClient, ContactMessage } from '@threadline/contracts';

/** All contact messages, newest first (the API's order). */
export async function getContactMessages(api: ApiClient): Promise<ContactMessage[]> {
  const { data } = await api.get<ContactMessage[]>('/contacts');
  return Array.isArray(data) ? data : [];
}
