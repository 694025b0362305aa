import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import type { OfferRevisionInput, OfferView } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

/** POST /quotes/{id}/offer/revisions: the next version goes to the buyer at once. */
export async function reviseQuoteOffer(
  api: ApiClient,
  quoteId: string,
  revision: OfferRevisionInput,
): Promise<OfferView> {
  const { data } = await api.post<OfferView>(
    `/quotes/${encodeURIComponent(quoteId)}/offer/revisions`,
    revision,
  );
  return data;
}

/** `onRevised`: the page refetches the request it shows (its offer summary moved). */
export function useReviseQuoteOffer(quoteId: string, onRevised?: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: OfferRevisionInput) => reviseQuoteOffer(api, quoteId, revision),
    onSuccess: (revised) => {
      queryClient.setQueryData(offerKeys.offer(quoteId), revised);
      onRevised?.();
    },
  });
}
