import type { ApiClient, ModifiedCountResponse } from '@threadline/contracts';

export async function markContactMessageRead(api: ApiClient, id: string): Promise<void> {
  await api.patch<ModifiedCountResponse>(`/contacts/${encodeURIComponent(id)}/read`);
}
