import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  InspectionInput,
  Order,
  OrderAcceptanceInput,
  OrderMilestoneKey,
  QuoteAttachmentRef,
  SampleDecisionInput,
  SampleMilestoneKey,
  SampleRoundInput,
  ShipmentInput,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { createOrder } from '../api/create-order';
import { getMyOrders } from '../api/get-my-orders';
import { getOrder } from '../api/get-order';
import { getOrderOfQuote } from '../api/get-order-of-quote';
import { getOrderBoardColumn, getOrderBoardSummary } from '../api/get-orders-board';
import { getUpcomingMilestones } from '../api/get-upcoming-milestones';
import { decideSampleRound } from '../api/decide-sample-round';
import { getOrderActivity } from '../api/get-order-activity';
import { postSampleRound } from '../api/post-sample-round';
import { recordInspection } from '../api/record-inspection';
import { recordMilestoneDate } from '../api/record-milestone-date';
import { setShipment } from '../api/set-shipment';
import { uploadOrderFiles } from '../api/upload-order-files';

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

/** The order a quote became, or null: refreshed with every other view of orders. */
export function useOrderOfQuote(quoteId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...ordersQueryKey, 'of-quote', quoteId],
    queryFn: () => getOrderOfQuote(api, quoteId),
  });
}

/** The board's columns: each stage's count of open orders (the cards come per stage). */
export function useOrderBoardSummary() {
  const api = useApi();
  return useQuery({ queryKey: [...boardKey, 'summary'], queryFn: () => getOrderBoardSummary(api) });
}

/** One stage's cards, a page at a time: "Show more" fetches the next page and keeps the others. */
export function useOrderBoardColumn(stage: OrderMilestoneKey) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...boardKey, 'column', stage],
    queryFn: ({ pageParam }) => getOrderBoardColumn(api, stage, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.cards.length, 0) < last.total &&
      last.cards.length > 0
        ? pages.length + 1
        : undefined,
  });
}

export function useUpcomingMilestones(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...upcomingKey, page],
    queryFn: () => getUpcomingMilestones(api, page),
    placeholderData: keepPreviousData,
  });
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

/** Profile's activity card: the member's active and completed orders, counted by the API. */
export function useOrderActivity() {
  const api = useApi();
  return useQuery({
    queryKey: [...ordersQueryKey, 'summary'],
    queryFn: () => getOrderActivity(api),
  });
}

/** An order write that may carry files: they are uploaded first, then sent as references. */
function useOrderWrite<T extends { files?: QuoteAttachmentRef[] }>(
  write: (input: T) => Promise<Order>,
) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: async ({ input, files = [] }: { input: T; files?: readonly File[] }) => {
      const refs = files.length > 0 ? await uploadOrderFiles(api, files) : undefined;
      return write(refs ? { ...input, files: refs } : input);
    },
    onSuccess: store,
  });
}

export function usePostSampleRound(orderId: string, milestone: SampleMilestoneKey) {
  const api = useApi();
  return useOrderWrite<SampleRoundInput>((input) =>
    postSampleRound(api, orderId, milestone, input),
  );
}

export function useDecideSampleRound(
  orderId: string,
  milestone: SampleMilestoneKey,
  round: number,
) {
  const api = useApi();
  return useOrderWrite<SampleDecisionInput>((input) =>
    decideSampleRound(api, orderId, milestone, round, input),
  );
}

export function useRecordInspection(orderId: string) {
  const api = useApi();
  return useOrderWrite<InspectionInput>((input) => recordInspection(api, orderId, input));
}

/** The shipment's documents are uploaded first, each sent back with its kind. */
export function useSetShipment(orderId: string) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: async ({
      input,
      documents,
    }: {
      input: Omit<ShipmentInput, 'documents'>;
      documents: { kind: NonNullable<ShipmentInput['documents']>[number]['kind']; file: File }[];
    }) => {
      const refs = await uploadOrderFiles(
        api,
        documents.map((document) => document.file),
      );
      return setShipment(api, orderId, {
        ...input,
        ...(documents.length > 0
          ? {
              documents: documents.map((document, index) => ({
                kind: document.kind,
                file: refs[index],
              })),
            }
          : {}),
      });
    },
    onSuccess: store,
  });
}
