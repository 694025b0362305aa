import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, OrderBoardSummary } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

/** GET /orders/board: how many open orders each stage holds, and how many of them are late. */
export async function getOrderBoardSummary(api: ApiClient): Promise<OrderBoardSummary> {
  const { data } = await api.get<OrderBoardSummary>('/orders/board');
  return data && Array.isArray(data.columns) ? data : { columns: [], total: 0 };
}

export const getOrderBoardSummaryQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: orderKeys.boardSummary(), queryFn: () => getOrderBoardSummary(api) });

/** The board's columns: each stage's count of open orders (the cards come per stage). */
export function useOrderBoardSummary() {
  return useQuery(getOrderBoardSummaryQueryOptions(useApi()));
}
