import type { ApiClient, DeletedCountResponse } from '@threadline/contracts';

/** True when the user was removed (deletedCount > 0). */
export async function deleteUser(api: ApiClient, userId: string): Promise<boolean> {
  const { data } = await api.delete<DeletedCountResponse>(`/users/${encodeURIComponent(userId)}`);
  return (data?.deletedCount ?? 0) > 0;
}
