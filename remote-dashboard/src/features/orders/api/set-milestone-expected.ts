import { useMutation } from '@tanstack/react-query';
import type {
  ApiClient,
  MilestoneExpectedInput,
  Order,
  OrderMilestoneKey,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreOrder } from './use-store-order';

export async function setMilestoneExpected(
  api: ApiClient,
  orderId: string,
  key: OrderMilestoneKey,
  input: MilestoneExpectedInput,
): Promise<Order> {
  const { data } = await api.put<Order>(
    `/orders/${encodeURIComponent(orderId)}/milestones/${encodeURIComponent(key)}/expected`,
    input,
  );
  return data;
}

export function useSetMilestoneExpected(orderId: string) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: ({ key, input }: { key: OrderMilestoneKey; input: MilestoneExpectedInput }) =>
      setMilestoneExpected(api, orderId, key, input),
    onSuccess: store,
  });
}
