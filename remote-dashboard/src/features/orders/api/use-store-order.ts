import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@threadline/contracts';
import { orderKeys } from './order-keys';

/**
 * What every order write does with the API's answer: the order is cached as answered, and every
 * other view of orders (the board, the buyer's list, the upcoming dates) reads again.
 */
export function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(order._id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
}
