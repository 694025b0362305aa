import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, QuoteLineRepinned } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { quoteKeys } from './quote-keys';

/** Who moves the line: the buyer re-pins it, the team asks them to (a message in the thread). */
export type RepinAction = 'repin' | 'repin-request';

export async function repinQuoteLine(
  api: ApiClient,
  quoteId: string,
  line: number,
  action: RepinAction,
): Promise<QuoteLineRepinned> {
  const { data } = await api.post<QuoteLineRepinned>(
    `/quotes/${encodeURIComponent(quoteId)}/lines/${line}/${action}`,
  );
  return data;
}

/** Re-pins a line or asks to; the request, the lists and its thread are fetched again. */
export function useRepinQuoteLine(action: RepinAction) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, line }: { quoteId: string; line: number }) =>
      repinQuoteLine(api, quoteId, line, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.mine() }),
        // The conversations feature's thread key: a re-pin writes a message in it.
        queryClient.invalidateQueries({ queryKey: ['quote-thread'] }),
      ]),
  });
}
