import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, QuoteThread, ThreadMessage } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

export type CounterMessage = ThreadMessage & { counter: NonNullable<ThreadMessage['counter']> };

/** The buyer's counter-proposals in the request's thread, newest first, for the team's sheet. */
export async function getCounterProposals(
  api: ApiClient,
  quoteId: string,
): Promise<CounterMessage[]> {
  const { data } = await api.get<QuoteThread>(`/quotes/${encodeURIComponent(quoteId)}/thread`);
  return data.messages
    .filter((message): message is CounterMessage => message.kind === 'counter' && !!message.counter)
    .reverse();
}

export const getCounterProposalsQueryOptions = (api: ApiClient, quoteId: string) =>
  queryOptions({
    queryKey: offerKeys.counters(quoteId),
    queryFn: () => getCounterProposals(api, quoteId),
  });

export function useCounterProposals(quoteId: string) {
  return useQuery(getCounterProposalsQueryOptions(useApi(), quoteId));
}
