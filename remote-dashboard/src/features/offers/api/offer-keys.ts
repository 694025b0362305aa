/** The offers' query keys: a request's offer, its lines' costing sheets, the buyer's counters. */
export const offerKeys = {
  all: ['quote-offers'] as const,
  offer: (quoteId: string) => [...offerKeys.all, quoteId, 'offer'] as const,
  costing: (quoteId: string, line: number) => [...offerKeys.all, quoteId, 'costing', line] as const,
  counters: (quoteId: string) => [...offerKeys.all, quoteId, 'counters'] as const,
};
