import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BulkActionResponse, QuoteBulkStatus } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { quoteKeys } from './quote-keys';

export interface BulkMoveRequest {
  status: QuoteBulkStatus;
  ids: string[];
}

/** POST /quotes/bulk: moves each request to `status`; a move the pipeline refuses is its row's. */
export async function bulkMoveQuoteRequests(
  api: ApiClient,
  request: BulkMoveRequest,
): Promise<BulkActionResponse> {
  const { data } = await api.post<BulkActionResponse>('/quotes/bulk', request);
  return data;
}

/** The lists, the open requests and the tab counts all refetch afterwards. */
export function useBulkMoveQuoteRequests() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkMoveRequest) => bulkMoveQuoteRequests(api, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
