import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ORDER_BOARD_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  type ApiClient,
  type OrderBoardCard,
  type OrderMilestoneKey,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { readCountHeader } from '../../../lib/paging';
import { orderKeys } from './order-keys';

export interface OrderBoardColumnPage {
  cards: OrderBoardCard[];
  total: number;
}

/**
 * GET /orders/board/{stage}: one page of a stage's cards, in the API's order (late first, then at
 * risk, then by forecast delivery); the stage's count comes in X-Total-Count.
 */
export async function getOrderBoardColumn(
  api: ApiClient,
  stage: OrderMilestoneKey,
  page: number,
  limit: number = ORDER_BOARD_PAGE_SIZE,
): Promise<OrderBoardColumnPage> {
  const response = await api.get<OrderBoardCard[]>(`/orders/board/${stage}`, {
    params: { page, limit },
  });
  const cards = Array.isArray(response.data) ? response.data : [];
  return { cards, total: readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? cards.length };
}

/** A page at a time: "Show more" fetches the next page and keeps the others. */
export const getOrderBoardColumnQueryOptions = (api: ApiClient, stage: OrderMilestoneKey) =>
  infiniteQueryOptions({
    queryKey: orderKeys.boardColumn(stage),
    queryFn: ({ pageParam }) => getOrderBoardColumn(api, stage, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.cards.length, 0) < last.total &&
      last.cards.length > 0
        ? pages.length + 1
        : undefined,
  });

export function useOrderBoardColumn(stage: OrderMilestoneKey) {
  return useInfiniteQuery(getOrderBoardColumnQueryOptions(useApi(), stage));
}
