import type { ApiClient, DeletedCountResponse } from '@threadline/contracts';

export async function deleteContactMessage(api: ApiClient, id: string): Promise<void> {
  await api.delete<DeletedCountResponse>(`/contacts/${encodeURIComponent(id)}`);
}
