import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import type { CostingSheetView } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerKeys } from './offer-keys';

/** GET /quotes/{id}/lines/{line}/costing: the saved sheet, or one prefilled from the BOM. */
export async function getLineCosting(
  api: ApiClient,
  quoteId: string,
  line: number,
): Promise<CostingSheetView> {
  const { data } = await api.get<CostingSheetView>(
    `/quotes/${encodeURIComponent(quoteId)}/lines/${line}/costing`,
  );
  return data;
}

export const getLineCostingQueryOptions = (api: ApiClient, quoteId: string, line: number) =>
  queryOptions({
    queryKey: offerKeys.costing(quoteId, line),
    queryFn: () => getLineCosting(api, quoteId, line),
  });

export function useLineCosting(quoteId: string, line: number) {
  return useQuery(getLineCostingQueryOptions(useApi(), quoteId, line));
}
