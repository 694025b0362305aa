import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiErrorStatus, type ApiClient } from '@threadline/contracts';
import type { OfferView } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

/**
 * GET /quotes/{id}/offer: the team reads the saved offer, the buyer the sent one. No offer yet
 * (404) is an answer, not a failure: null.
 */
export async function getQuoteOffer(api: ApiClient, quoteId: string): Promise<OfferView | null> {
  try {
    const { data } = await api.get<OfferView>(`/quotes/${encodeURIComponent(quoteId)}/offer`);
    return data;
  } catch (error) {
    if (getApiErrorStatus(error) === 404) return null;
    throw error;
  }
}

export const getQuoteOfferQueryOptions = (api: ApiClient, quoteId: string) =>
  queryOptions({
    queryKey: offerKeys.offer(quoteId),
    queryFn: () => getQuoteOffer(api, quoteId),
  });

export function useQuoteOffer(quoteId: string) {
  return useQuery(getQuoteOfferQueryOptions(useApi(), quoteId));
}
