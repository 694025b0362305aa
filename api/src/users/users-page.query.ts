import type { SortOrder, UserRole, UserSortField } from '@threadline/contracts';

/** One page of GET /users, validated and with every default filled in. */
export interface UsersPageQuery {
  /** Already normalized (user-search.ts normalizeText); empty means no search. */
  search: string;
  role?: UserRole;
  sort: UserSortField;
  order: SortOrder;
  page: number;
  limit: number;
}
