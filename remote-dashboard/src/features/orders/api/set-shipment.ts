import type { ApiClient, Order, ShipmentInput } from '@threadline/contracts';

export async function setShipment(
  api: ApiClient,
  orderId: string,
  input: ShipmentInput,
): Promise<Order> {
  const { data } = await api.put<Order>(`/orders/${encodeURIComponent(orderId)}/shipment`, input);
  return data;
}
