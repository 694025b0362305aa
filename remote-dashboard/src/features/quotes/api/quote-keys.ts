import type { QuoteRequestsQuery } from './get-quote-requests';

/**
 * The quote requests' query keys. Under `all`: every admin list, each request and the summary
 * counts, since a change to one request moves all three. The buyer's own list stands apart.
 */
export const quoteKeys = {
  all: ['quote-requests'] as const,
  list: (query: Required<QuoteRequestsQuery>) => [...quoteKeys.all, 'list', query] as const,
  detail: (id: string) => [...quoteKeys.all, 'one', id] as const,
  summary: () => [...quoteKeys.all, 'summary'] as const,
  mine: () => ['my-quotes'] as const,
};
