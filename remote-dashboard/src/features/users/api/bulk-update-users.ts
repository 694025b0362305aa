import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BulkActionResponse, UserBulkAction } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { userKeys } from './user-keys';

export interface BulkUsersRequest {
  action: UserBulkAction;
  ids: string[];
}

/** POST /users/bulk: make admin, revoke admin or delete, each record's outcome in the answer. */
export async function bulkUpdateUsers(
  api: ApiClient,
  request: BulkUsersRequest,
): Promise<BulkActionResponse> {
  const { data } = await api.post<BulkActionResponse>('/users/bulk', request);
  return data;
}

/** Every cached users page refetches afterwards, whatever each row's outcome. */
export function useBulkUpdateUsers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkUsersRequest) => bulkUpdateUsers(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
