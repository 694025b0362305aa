import type { AuthPrincipal } from '../access/auth-principal';
import type { OrderData } from './schemas/order.schema';

/** The order's buyer: the account whose quote it was (a visitor's quote has no owner). */
const isBuyerOf = (order: Pick<OrderData, 'ownerUid'>, caller: AuthPrincipal): boolean =>
  order.ownerUid !== undefined && order.ownerUid === caller.uid;

/**
 * Who may see an order, its files and its calendar link: an admin, and its buyer. Anyone else is
 * told it does not exist (404 for one order, nothing in a list), so ids cannot be probed.
 */
export const mayReadOrder = (order: Pick<OrderData, 'ownerUid'>, caller: AuthPrincipal): boolean =>
  caller.role === 'admin' || isBuyerOf(order, caller);

/** Only the order's buyer decides on a sample round; an admin reads it but does not decide. */
export const mayDecideOnSamples = isBuyerOf;

/** Only admins list every order (the board, the upcoming milestones, the export). */
export const mayListEveryOrder = (caller: AuthPrincipal): boolean => caller.role === 'admin';
