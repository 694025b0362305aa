import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getUsers, type UsersQuery } from '../api/get-users';

/** Every Manage Users list in the cache, whatever its filters and page. */
export const usersQueryKey = ['users'] as const;

/**
 * One page of users. While the next page or filter loads, the page on screen stays (marked
 * `isPlaceholderData`) instead of dropping back to skeletons.
 */
export function useUsers(query: UsersQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...usersQueryKey, query],
    queryFn: () => getUsers(api, query),
    placeholderData: keepPreviousData,
  });
}
