import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BulkActionResponse, ContactBulkAction } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { contactKeys } from './contact-keys';

export interface BulkContactsRequest {
  action: ContactBulkAction;
  ids: string[];
}

/** POST /contacts/bulk: mark read or delete, each message's outcome in the answer. */
export async function bulkUpdateContactMessages(
  api: ApiClient,
  request: BulkContactsRequest,
): Promise<BulkActionResponse> {
  const { data } = await api.post<BulkActionResponse>('/contacts/bulk', request);
  return data;
}

/** The inbox (and its unread count) refetches afterwards. */
export function useBulkUpdateContactMessages() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkContactsRequest) => bulkUpdateContactMessages(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.inbox() }),
  });
}
