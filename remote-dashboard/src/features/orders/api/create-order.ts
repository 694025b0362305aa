import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, Order, OrderAcceptanceInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreOrder } from './use-store-order';

export async function createOrder(api: ApiClient, input: OrderAcceptanceInput): Promise<Order> {
  const { data } = await api.post<Order>('/orders', input);
  return data;
}

export function useCreateOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (input: OrderAcceptanceInput) => createOrder(api, input),
    onSuccess: (order) => {
      store(order);
      // The quote is now won: My Quotes shows "Order confirmed". The keys are the quotes
      // feature's, written out here because features do not import each other.
      void queryClient.invalidateQueries({ queryKey: ['my-quotes'] });
      void queryClient.invalidateQueries({ queryKey: ['quote-requests'] });
    },
  });
}
