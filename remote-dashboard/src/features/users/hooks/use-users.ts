import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getUsers, type RoleFilter } from '../api/get-users';

export function useUsers(search: string, role: RoleFilter, page: number) {
  const api = useApi();
  const load = useCallback(() => getUsers(api, { search, role, page }), [api, search, role, page]);
  return useAsyncData(load);
}
