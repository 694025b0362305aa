import type { ApiClient, Order, OrderMilestoneKey } from '@threadline/contracts';

export async function recordMilestoneDate(
  api: ApiClient,
  orderId: string,
  key: OrderMilestoneKey,
  actualDate: string,
): Promise<Order> {
  const { data } = await api.patch<Order>(
    `/orders/${encodeURIComponent(orderId)}/milestones/${encodeURIComponent(key)}`,
    { actualDate },
  );
  return data;
}
