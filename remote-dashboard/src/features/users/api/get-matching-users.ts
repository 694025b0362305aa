import {
  BULK_MAX_IDS,
  MAX_PAGE_LIMIT,
  TOTAL_COUNT_HEADER,
  type ApiClient,
  type UserRecord,
} from '@threadline/contracts';
import { readCountHeader } from '../../../lib/paging';
import { usersListParams, type UsersQuery } from './get-users';

/**
 * Every user matching the list's filter, up to the most one bulk action may name, for "select
 * all matching the filter": GET /users page by page, in the list's own order.
 */
export async function getMatchingUsers(
  api: ApiClient,
  filter: Omit<UsersQuery, 'page'>,
): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for (let page = 1; users.length < BULK_MAX_IDS; page += 1) {
    const response = await api.get<UserRecord[]>('/users', {
      params: { ...usersListParams({ ...filter, page }), limit: MAX_PAGE_LIMIT },
    });
    const batch = Array.isArray(response.data) ? response.data : [];
    users.push(...batch);
    const total = readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? users.length;
    if (batch.length < MAX_PAGE_LIMIT || users.length >= total) break;
  }
  return users.slice(0, BULK_MAX_IDS);
}
