import {
  TOTAL_COUNT_HEADER,
  USERS_PAGE_SIZE,
  type ApiClient,
  type UserRecord,
  type UserRole,
} from '@threadline/contracts';

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

function readTotal(headers: Record<string, unknown>): number | undefined {
  const raw = headers[TOTAL_COUNT_HEADER.toLowerCase()] ?? headers[TOTAL_COUNT_HEADER];
  const total = Number(raw);
  return raw !== undefined && raw !== null && raw !== '' && Number.isFinite(total)
    ? total
    : undefined;
}

/**
 * One page of users, newest first. The API filters and pages (total in X-Total-Count); if it
 * answers with more than a page, the client filters and pages the answer itself.
 */
export async function getUsers(api: ApiClient, query: UsersQuery): Promise<UsersPage> {
  const params: Record<string, unknown> = {
    page: query.page,
    limit: USERS_PAGE_SIZE,
    sort: 'createdAt',
    order: 'desc',
  };
  if (query.search.trim()) params.search = query.search.trim();
  if (query.role !== 'all') params.role = query.role;

  const response = await api.get<UserRecord[]>('/users', { params });
  const users = Array.isArray(response.data) ? response.data : [];

  if (users.length > USERS_PAGE_SIZE) {
    const filtered = users.filter((user) => matches(user, query));
    const start = (query.page - 1) * USERS_PAGE_SIZE;
    return { users: filtered.slice(start, start + USERS_PAGE_SIZE), total: filtered.length };
  }
  return { users, total: readTotal(response.headers) ?? users.length };
}
