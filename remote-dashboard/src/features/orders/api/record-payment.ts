import { useMutation } from '@tanstack/react-query';
import type { ApiClient, Order } from '@threadline/contracts';
import type { PaymentInput } from '@threadline/contracts/offers';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreOrder } from './use-store-order';

/** POST /orders/{id}/payments: an admin records a payment received. */
export async function recordPayment(
  api: ApiClient,
  orderId: string,
  payment: PaymentInput,
): Promise<Order> {
  const { data } = await api.post<Order>(
    `/orders/${encodeURIComponent(orderId)}/payments`,
    payment,
  );
  return data;
}

export function useRecordPayment(orderId: string) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (payment: PaymentInput) => recordPayment(api, orderId, payment),
    onSuccess: store,
  });
}
