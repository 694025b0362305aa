import { useMutation } from '@tanstack/react-query';
import type { ApiClient, Order, OrderMilestoneKey } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreOrder } from './use-store-order';

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

export function useRecordMilestoneDate(orderId: string) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: ({ key, actualDate }: { key: OrderMilestoneKey; actualDate: string }) =>
      recordMilestoneDate(api, orderId, key, actualDate),
    onSuccess: store,
  });
}
