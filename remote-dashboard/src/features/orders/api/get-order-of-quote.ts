import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Order } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

/**
 * The order made from a quote, or null: one lookup by `quoteId` (the API answers the quote's
 * buyer and the admins), instead of reading the whole board or the buyer's list to find it.
 */
export async function getOrderOfQuote(api: ApiClient, quoteId: string): Promise<Order | null> {
  const { data } = await api.get<Order[]>('/orders', { params: { quoteId } });
  return Array.isArray(data) ? (data[0] ?? null) : null;
}

/** Refreshed with every other view of orders. */
export const getOrderOfQuoteQueryOptions = (api: ApiClient, quoteId: string) =>
  queryOptions({
    queryKey: orderKeys.ofQuote(quoteId),
    queryFn: () => getOrderOfQuote(api, quoteId),
  });

export function useOrderOfQuote(quoteId: string) {
  return useQuery(getOrderOfQuoteQueryOptions(useApi(), quoteId));
}
