import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, OrderAcceptanceInput, OrderPreview } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

/** The plan the order would get; nothing is stored. */
export async function previewOrder(
  api: ApiClient,
  input: OrderAcceptanceInput,
): Promise<OrderPreview> {
  const { data } = await api.post<OrderPreview>('/orders/preview', input);
  return data;
}

/** Asked once the terms are chosen; a refused preview is shown, not retried. */
export const getOrderPreviewQueryOptions = (
  api: ApiClient,
  input: OrderAcceptanceInput | undefined,
) =>
  queryOptions({
    queryKey: orderKeys.preview(input),
    queryFn: () => previewOrder(api, input!),
    enabled: Boolean(input),
    retry: false,
  });

export function useOrderPreview(input: OrderAcceptanceInput | undefined) {
  return useQuery(getOrderPreviewQueryOptions(useApi(), input));
}
