import type { ApiClient, ModifiedCountResponse } from '@threadline/contracts';

/** True when the role actually changed (modifiedCount > 0). */
export async function makeAdmin(api: ApiClient, userId: string): Promise<boolean> {
  const { data } = await api.patch<ModifiedCountResponse>(
    `/users/admin/${encodeURIComponent(userId)}`,
  );
  return (data?.modifiedCount ?? 0) > 0;
}
