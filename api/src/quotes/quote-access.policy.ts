import type { AdminQuoteRequest, QuoteRequest } from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { adminViewOf, ownerViewOf } from './quote-views';
import type { QuoteRequestData } from './schemas/quote-request.schema';

/**
 * Who may read a quote request: an admin, and the account that sent it (a guest's request has no
 * owner). Anyone else is told it does not exist, so ids cannot be probed.
 */
const isOwner = (quote: QuoteRequestData, caller: AuthPrincipal) =>
  quote.ownerUid !== undefined && quote.ownerUid === caller.uid;

export const mayReadQuote = (quote: QuoteRequestData, caller: AuthPrincipal): boolean =>
  caller.role === 'admin' || isOwner(quote, caller);

/** What this caller sees of a request: the admin view (notes included), the owner's, or nothing. */
export function quoteViewFor(
  quote: QuoteRequestData,
  caller: AuthPrincipal,
  latest?: ReadonlyMap<string, number>,
): QuoteRequest | AdminQuoteRequest | undefined {
  if (caller.role === 'admin') return adminViewOf(quote, undefined, latest);
  return isOwner(quote, caller) ? ownerViewOf(quote, latest) : undefined;
}
