import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Order } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

export async function getOrder(api: ApiClient, id: string): Promise<Order> {
  const { data } = await api.get<Order>(`/orders/${encodeURIComponent(id)}`);
  return data;
}

export const getOrderQueryOptions = (api: ApiClient, id: string | undefined) =>
  queryOptions({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => getOrder(api, id ?? ''),
    enabled: Boolean(id),
  });

export function useOrder(id: string | undefined) {
  return useQuery(getOrderQueryOptions(useApi(), id));
}
