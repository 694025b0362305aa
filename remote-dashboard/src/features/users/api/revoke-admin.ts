import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ModifiedCountResponse, UserRecord } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { userKeys } from './user-keys';

/** Takes admin rights back (the role becomes user). True when the role actually changed. */
export async function revokeAdmin(api: ApiClient, userId: string): Promise<boolean> {
  const { data } = await api.delete<ModifiedCountResponse>(
    `/users/admin/${encodeURIComponent(userId)}`,
  );
  return (data?.modifiedCount ?? 0) > 0;
}

/**
 * Takes admin rights back; every cached users page refetches.
 * An answer that changed nothing leaves the cached lists as they are.
 */
export function useRevokeAdmin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserRecord) => revokeAdmin(api, user._id),
    onSuccess: (changed: boolean) => {
      if (changed) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
