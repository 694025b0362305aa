import type { ApiClient, Order, OrderAcceptanceInput } from '@threadline/contracts';

export async function createOrder(api: ApiClient, input: OrderAcceptanceInput): Promise<Order> {
  const { data } = await api.post<Order>('/orders', input);
  return data;
}
