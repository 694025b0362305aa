import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, DeletedCountResponse, UserRecord } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { userKeys } from './user-keys';

/** True when the user was removed (deletedCount > 0). */
export async function deleteUser(api: ApiClient, userId: string): Promise<boolean> {
  const { data } = await api.delete<DeletedCountResponse>(`/users/${encodeURIComponent(userId)}`);
  return (data?.deletedCount ?? 0) > 0;
}

/**
 * Deletes the user; every cached users page refetches.
 * An answer that changed nothing leaves the cached lists as they are.
 */
export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserRecord) => deleteUser(api, user._id),
    onSuccess: (changed: boolean) => {
      if (changed) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
