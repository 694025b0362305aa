import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ModifiedCountResponse, UserRecord } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { userKeys } from './user-keys';

/** True when the role actually changed (modifiedCount > 0). */
export async function makeAdmin(api: ApiClient, userId: string): Promise<boolean> {
  const { data } = await api.patch<ModifiedCountResponse>(
    `/users/admin/${encodeURIComponent(userId)}`,
  );
  return (data?.modifiedCount ?? 0) > 0;
}

/**
 * Makes the user an admin; every cached users page refetches.
 * An answer that changed nothing leaves the cached lists as they are.
 */
export function useMakeAdmin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserRecord) => makeAdmin(api, user._id),
    onSuccess: (changed: boolean) => {
      if (changed) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
