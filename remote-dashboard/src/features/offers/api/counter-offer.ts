import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ThreadCounterProposal } from '@threadline/contracts';
import type { CounterProposalInput } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

/** The conversations feature's thread key: the counter is a message of the request's thread. */
const THREAD_KEY = (quoteId: string) => ['quote-thread', quoteId] as const;

export interface PostedCounter {
  messageId: string;
  counter: ThreadCounterProposal;
}

/** POST /quotes/{id}/offer/counter: the buyer's target unit price per line, and a note. */
export async function counterOffer(
  api: ApiClient,
  quoteId: string,
  counter: CounterProposalInput,
): Promise<PostedCounter> {
  const { data } = await api.post<PostedCounter>(
    `/quotes/${encodeURIComponent(quoteId)}/offer/counter`,
    counter,
  );
  return data;
}

export function useCounterOffer(quoteId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (counter: CounterProposalInput) => counterOffer(api, quoteId, counter),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: THREAD_KEY(quoteId) }),
        queryClient.invalidateQueries({ queryKey: offerKeys.counters(quoteId) }),
      ]),
  });
}
