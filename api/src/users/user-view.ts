import { toPublicImageUrl } from '../images/image-paths';
import type { OwnerQuoteCounts } from '../quotes/quotes.service';
import type { UserRecordData } from './users.service';

/**
 * What a client sees of a record: a profile photo this API hosts (stored as /images/<id>) as
 * its full URL, and none of the session bookkeeping.
 */
export function userViewOf<T extends Partial<UserRecordData>>(record: T, publicApiUrl: string): T {
  const {
    sessionVersion: _sessionVersion,
    tokensValidAfter: _tokensValidAfter,
    signInsValidAfter: _signInsValidAfter,
    firebaseDisabled: _firebaseDisabled,
    ...visible
  } = record;
  if (!visible.photoURL) return visible as T;
  return { ...visible, photoURL: toPublicImageUrl(visible.photoURL, publicApiUrl) } as T;
}

/**
 * GET /users/me: the record plus partnersCount; once the caller has quote requests, ordersCount
 * is those in progress and projectsCount the won ones.
 */
export function ownProfileOf<T extends object>(
  visible: T,
  partnersCount: number,
  quotes: OwnerQuoteCounts,
): T & { partnersCount: number; ordersCount?: number; projectsCount?: number } {
  if (quotes.total === 0) return { ...visible, partnersCount };
  return { ...visible, partnersCount, ordersCount: quotes.open, projectsCount: quotes.won };
}
