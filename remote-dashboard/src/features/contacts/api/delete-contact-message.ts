import type { ApiClient } from '@threadline/contracts';

export async function deleteContactMessage(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/contacts/${encodeURIComponent(id)}`);
}
