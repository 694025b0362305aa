import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  TOTAL_COUNT_HEADER,
  USERS_PAGE_SIZE,
  type ApiClient,
  type UserRecord,
  type UserRole,
  type UsersListQuery,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { readCountHeader } from '../../../lib/paging';
import { userKeys } from './user-keys';

export type RoleFilter = UserRole | 'all';

export interface UsersQuery {
  search: string;
  role: RoleFilter;
  page: number;
}

export interface UsersPage {
  users: UserRecord[];
  total: number;
}

function matches(user: UserRecord, { search, role }: UsersQuery): boolean {
  const needle = search.trim().toLowerCase();
  const inText =
    !needle ||
    user.name?.toLowerCase().includes(needle) ||
    user.email?.toLowerCase().includes(needle);
  return Boolean(inText) && (role === 'all' || user.role === role);
}

/** The query string of GET /users for one page of the Manage Users list. */
export function usersListParams(query: UsersQuery): UsersListQuery {
  const params: UsersListQuery = {
    page: query.page,
    limit: USERS_PAGE_SIZE,
    sort: DEFAULT_USER_SORT,
    order: DEFAULT_SORT_ORDER,
  };
  const search = query.search.trim();
  if (search) params.search = search;
  if (query.role !== 'all') params.role = query.role;
  return params;
}

/**
 * One page of users, newest first. The API filters and pages (the total in X-Total-Count). An
 * answer longer than a page means the server ignored the paging, so the client filters and
 * pages it itself rather than show the whole list.
 */
export async function getUsers(api: ApiClient, query: UsersQuery): Promise<UsersPage> {
  const response = await api.get<UserRecord[]>('/users', {
    params: { ...usersListParams(query) },
  });
  const users = Array.isArray(response.data) ? response.data : [];

  if (users.length > USERS_PAGE_SIZE) {
    const filtered = users.filter((user) => matches(user, query));
    const start = (query.page - 1) * USERS_PAGE_SIZE;
    return { users: filtered.slice(start, start + USERS_PAGE_SIZE), total: filtered.length };
  }
  return { users, total: readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? users.length };
}

/**
 * One page of users. While the next page or filter loads, the page on screen stays (marked
 * `isPlaceholderData`) instead of dropping back to skeletons.
 */
export const getUsersQueryOptions = (api: ApiClient, query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(api, query),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(useApi(), query));
}
