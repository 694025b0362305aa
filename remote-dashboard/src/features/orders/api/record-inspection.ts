import type { ApiClient, InspectionInput, Order } from '@threadline/contracts';

export async function recordInspection(
  api: ApiClient,
  orderId: string,
  input: InspectionInput,
): Promise<Order> {
  const { data } = await api.post<Order>(
    `/orders/${encodeURIComponent(orderId)}/inspections`,
    input,
  );
  return data;
}
