import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Order } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

export async function getMyOrders(api: ApiClient): Promise<Order[]> {
  const { data } = await api.get<Order[]>('/orders/mine');
  return Array.isArray(data) ? data : [];
}

export const getMyOrdersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: orderKeys.mine(), queryFn: () => getMyOrders(api) });

export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyOrdersQueryOptions(useApi()), enabled });
}
