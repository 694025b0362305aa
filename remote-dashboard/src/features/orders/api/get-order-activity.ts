import type { ApiClient, OrderActivitySummary } from '@threadline/contracts';

/** GET /orders/mine/summary: the member's active and completed orders, for Profile. */
export async function getOrderActivity(api: ApiClient): Promise<OrderActivitySummary> {
  const { data } = await api.get<OrderActivitySummary>('/orders/mine/summary');
  return data;
}
