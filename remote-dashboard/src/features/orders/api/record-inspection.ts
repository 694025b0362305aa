import type { ApiClient, InspectionInput, Order } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useOrderWriteWithFiles } from './upload-order-files';

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

export function useRecordInspection(orderId: string) {
  const api = useApi();
  return useOrderWriteWithFiles<InspectionInput>((input) => recordInspection(api, orderId, input));
}
