import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiClient,
  DeletedCountResponse,
  TrashedResponse,
  UserRecord,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { userKeys } from './user-keys';

/** The trash entry when the user was removed (deletedCount > 0), for Undo; false otherwise. */
export async function deleteUser(api: ApiClient, userId: string): Promise<string | boolean> {
  const { data } = await api.delete<DeletedCountResponse & Partial<TrashedResponse>>(
    `/users/${encodeURIComponent(userId)}`,
  );
  if ((data?.deletedCount ?? 0) === 0) return false;
  return data?.trashId ?? true;
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
    onSuccess: (changed: string | boolean) => {
      if (changed) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
