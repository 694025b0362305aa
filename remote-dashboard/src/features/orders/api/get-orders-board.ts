import type { ApiClient, Order } from '@threadline/contracts';

/** The admins' board: the API sorts it late first, then at risk, then by forecast delivery. */
export async function getOrdersBoard(api: ApiClient): Promise<Order[]> {
  const { data } = await api.get<Order[]>('/orders');
  return Array.isArray(data) ? data : [];
}
