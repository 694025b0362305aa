import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderAcceptanceInput, OrderMilestoneKey } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { createOrder } from '../api/create-order';
import { getMyOrders } from '../api/get-my-orders';
import { getOrder } from '../api/get-order';
import { getOrdersBoard } from '../api/get-orders-board';
import { getUpcomingMilestones } from '../api/get-upcoming-milestones';
import { recordMilestoneDate } from '../api/record-milestone-date';

export const ordersQueryKey = ['orders'] as const;
const myOrdersKey = [...ordersQueryKey, 'mine'] as const;
const boardKey = [...ordersQueryKey, 'board'] as const;
const upcomingKey = [...ordersQueryKey, 'upcoming'] as const;
const orderKey = (id: string) => [...ordersQueryKey, 'one', id] as const;

export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: myOrdersKey, queryFn: () => getMyOrders(api), enabled });
}

export function useOrder(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: orderKey(id ?? ''),
    queryFn: () => getOrder(api, id ?? ''),
    enabled: Boolean(id),
  });
}

export function useOrdersBoard() {
  const api = useApi();
  return useQuery({ queryKey: boardKey, queryFn: () => getOrdersBoard(api) });
}

export function useUpcomingMilestones() {
  const api = useApi();
  return useQuery({ queryKey: upcomingKey, queryFn: () => getUpcomingMilestones(api) });
}

/** Every view of orders reads again after a change: the board, the buyer's list, the order. */
function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKey(order._id), order);
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  };
}

export function useCreateOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (input: OrderAcceptanceInput) => createOrder(api, input),
    onSuccess: (order) => {
      store(order);
      // The quote is now won: My Quotes shows "Order confirmed".
      void queryClient.invalidateQueries({ queryKey: ['my-quotes'] });
      void queryClient.invalidateQueries({ queryKey: ['quote-request'] });
    },
  });
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
