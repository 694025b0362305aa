import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getCurrentUser } from '../api/get-current-user';

export function useCurrentUser() {
  const api = useApi();
  const load = useCallback(() => getCurrentUser(api), [api]);
  return useAsyncData(load);
}
