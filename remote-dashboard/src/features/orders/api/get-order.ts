import type { ApiClient, Order } from '@threadline/contracts';

export async function getOrder(api: ApiClient, id: string): Promise<Order> {
  const { data } = await api.get<Order>(`/orders/${encodeURIComponent(id)}`);
  return data;
}
