import type { OrderAcceptanceInput, OrderMilestoneKey } from '@threadline/contracts';

/** The orders' query keys: every view of orders sits under `all`, so a change refreshes each. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (id: string) => [...orderKeys.all, 'one', id] as const,
  ofQuote: (quoteId: string) => [...orderKeys.all, 'of-quote', quoteId] as const,
  boardSummary: () => [...orderKeys.all, 'board', 'summary'] as const,
  boardColumn: (stage: OrderMilestoneKey) => [...orderKeys.all, 'board', 'column', stage] as const,
  upcoming: (page: number) => [...orderKeys.all, 'upcoming', page] as const,
  activity: () => [...orderKeys.all, 'summary'] as const,
  // Outside `all`: a preview is what an order would be, and no write changes it.
  preview: (input: OrderAcceptanceInput | undefined) => ['order-preview', input] as const,
};
