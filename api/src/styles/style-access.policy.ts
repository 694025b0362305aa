import type { AuthPrincipal } from '../access/auth-principal';
import type { StyleHeadRecord } from './schemas/style-records';

/**
 * A style is its owner's; admins read every member's (the factory prices from them). Anyone
 * else is told it does not exist, so ids cannot be probed.
 */
export const mayReadStyle = (head: StyleHeadRecord, caller: AuthPrincipal): boolean =>
  caller.role === 'admin' || head.ownerUid === caller.uid;

/** Only the owner saves a version: an admin's edit would put words in the buyer's tech pack. */
export const mayEditStyle = (head: StyleHeadRecord, caller: AuthPrincipal): boolean =>
  head.ownerUid === caller.uid;
