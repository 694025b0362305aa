// `@threadline/contracts/quotes`: quote requests, their limits and statuses, and their threads.
export * from '../quote-limits';
export * from '../quotes';
export * from '../quote-status-labels';
export * from '../quote-thread';
export { QuoteMessages } from '../messages';
