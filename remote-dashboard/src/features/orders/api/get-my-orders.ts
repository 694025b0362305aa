import type { ApiClient, Order } from '@threadline/contracts';

export async function getMyOrders(api: ApiClient): Promise<Order[]> {
  const { data } = await api.get<Order[]>('/orders/mine');
  return Array.isArray(data) ? data : [];
}
