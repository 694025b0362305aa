import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import type { OfferInput, OfferView } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

export async function saveQuoteOffer(
  api: ApiClient,
  quoteId: string,
  offer: OfferInput,
): Promise<OfferView> {
  const { data } = await api.put<OfferView>(`/quotes/${encodeURIComponent(quoteId)}/offer`, offer);
  return data;
}

export function useSaveQuoteOffer(quoteId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: OfferInput) => saveQuoteOffer(api, quoteId, offer),
    onSuccess: (saved) => queryClient.setQueryData(offerKeys.offer(quoteId), saved),
  });
}
