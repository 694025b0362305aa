import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, OrderActivitySummary } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

/** GET /orders/mine/summary: the member's active and completed orders, for Profile. */
export async function getOrderActivity(api: ApiClient): Promise<OrderActivitySummary> {
  const { data } = await api.get<OrderActivitySummary>('/orders/mine/summary');
  return data;
}

export const getOrderActivityQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: orderKeys.activity(), queryFn: () => getOrderActivity(api) });

export function useOrderActivity() {
  return useQuery(getOrderActivityQueryOptions(useApi()));
}
