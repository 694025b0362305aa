import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import type { OfferView } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

/** POST /quotes/{id}/offer/send: the request moves to quoted. */
export async function sendQuoteOffer(api: ApiClient, quoteId: string): Promise<OfferView> {
  const { data } = await api.post<OfferView>(`/quotes/${encodeURIComponent(quoteId)}/offer/send`);
  return data;
}

/** `onSent`: the page refetches the request it shows (its status moved), owned by another feature. */
export function useSendQuoteOffer(quoteId: string, onSent?: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendQuoteOffer(api, quoteId),
    onSuccess: (sent) => {
      queryClient.setQueryData(offerKeys.offer(quoteId), sent);
      onSent?.();
    },
  });
}
