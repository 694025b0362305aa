import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import type { CostingSheetInput, CostingSheetView } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

export async function saveLineCosting(
  api: ApiClient,
  quoteId: string,
  line: number,
  sheet: CostingSheetInput,
): Promise<CostingSheetView> {
  const { data } = await api.put<CostingSheetView>(
    `/quotes/${encodeURIComponent(quoteId)}/lines/${line}/costing`,
    sheet,
  );
  return data;
}

/** Saves one line's sheet; the answer (with the API's own unit price) replaces the cached one. */
export function useSaveLineCosting(quoteId: string, line: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: CostingSheetInput) => saveLineCosting(api, quoteId, line, sheet),
    onSuccess: (saved) => queryClient.setQueryData(offerKeys.costing(quoteId, line), saved),
  });
}
