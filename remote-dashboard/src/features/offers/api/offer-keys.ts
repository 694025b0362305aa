/** The offers' query keys: a request's offer, and each of its lines' costing sheets. */
export const offerKeys = {
  all: ['quote-offers'] as const,
  offer: (quoteId: string) => [...offerKeys.all, quoteId, 'offer'] as const,
  costing: (quoteId: string, line: number) => [...offerKeys.all, quoteId, 'costing', line] as const,
};
