import type { ApiClient, ModifiedCountResponse } from '@threadline/contracts';

/** Takes admin rights back (the role becomes user). True when the role actually changed. */
export async function revokeAdmin(api: ApiClient, userId: string): Promise<boolean> {
  const { data } = await api.delete<ModifiedCountResponse>(
    `/users/admin/${encodeURIComponent(userId)}`,
  );
  return (data?.modifiedCount ?? 0) > 0;
}
