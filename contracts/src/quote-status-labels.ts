import type { QuoteStatus } from './quote-limits';

/** The same states in a buyer's words: nobody should read that their request was "lost". */
export const BUYER_QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  new: 'Received',
  reviewing: 'Under review',
  quoted: 'Quote ready',
  won: 'Order confirmed',
  lost: 'Closed',
};

/** What happens next, told to the buyer on their request. */
export const BUYER_QUOTE_NEXT_STEPS: Readonly<Record<QuoteStatus, string>> = {
  new: 'A merchandiser will review your request within one working day.',
  reviewing: 'We are costing your request. Our price and lead time will appear here.',
  quoted:
    'Our price and lead time are ready. To go ahead or to talk it over, reply to our email or contact us.',
  won: 'Your order is confirmed. We will be in touch about samples and production.',
  lost: 'This request is closed. Request a new quote whenever you are ready.',
};
