import type { AuthPrincipal } from '../access/auth-principal';
import type { OrderData } from './schemas/order.schema';

/**
 * Who may see an order: an admin, and the buyer whose quote it was. Anyone else is told it does
 * not exist (404 for one order, nothing in a list), so ids cannot be probed.
 */
export const mayReadOrder = (order: Pick<OrderData, 'ownerUid'>, caller: AuthPrincipal): boolean =>
  caller.role === 'admin' || (order.ownerUid !== undefined && order.ownerUid === caller.uid);

/** Only admins list every order (the board, the upcoming milestones, the export). */
export const mayListEveryOrder = (caller: AuthPrincipal): boolean => caller.role === 'admin';
