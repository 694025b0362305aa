import {
  ORDER_BOARD_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  type ApiClient,
  type OrderBoardCard,
  type OrderBoardSummary,
  type OrderMilestoneKey,
} from '@threadline/contracts';
import { readCountHeader } from '../../../lib/paging';

/** GET /orders/board: how many open orders each stage holds, and how many of them are late. */
export async function getOrderBoardSummary(api: ApiClient): Promise<OrderBoardSummary> {
  const { data } = await api.get<OrderBoardSummary>('/orders/board');
  return data && Array.isArray(data.columns) ? data : { columns: [], total: 0 };
}

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
