import type { UsersQuery } from './get-users';

/** The Manage Users lists' query keys: `all` covers every filter and page. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, query] as const,
};
