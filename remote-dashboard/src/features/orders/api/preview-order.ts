import type { ApiClient, OrderAcceptanceInput, OrderPreview } from '@threadline/contracts';

/** The plan the order would get; nothing is stored. */
export async function previewOrder(
  api: ApiClient,
  input: OrderAcceptanceInput,
): Promise<OrderPreview> {
  const { data } = await api.post<OrderPreview>('/orders/preview', input);
  return data;
}
