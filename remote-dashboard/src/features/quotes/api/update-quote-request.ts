import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuoteRequest, ApiClient, QuoteUpdateInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { quoteKeys } from './quote-keys';

export async function updateQuoteRequest(
  api: ApiClient,
  id: string,
  change: QuoteUpdateInput,
): Promise<AdminQuoteRequest> {
  const { data } = await api.patch<AdminQuoteRequest>(`/quotes/${encodeURIComponent(id)}`, change);
  return data;
}

/** Moves a request or adds a note; every admin list, request and count is fetched again. */
export function useUpdateQuoteRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quote, change }: { quote: AdminQuoteRequest; change: QuoteUpdateInput }) =>
      updateQuoteRequest(api, quote._id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
