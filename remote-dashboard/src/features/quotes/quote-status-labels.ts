import type { QuoteStatus } from '@threadline/contracts';

/** The pipeline's words, as the merchandisers use them (admin pages, CSV, audit). */
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  new: 'New',
  reviewing: 'Reviewing',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
