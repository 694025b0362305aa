import { useCallback } from 'react';
import { useApi } from '../../../lib/remote-context';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCurrentUser } from '../api/get-current-user';

export function useCurrentUser() {
  const api = useApi();
  const load = useCallback(() => getCurrentUser(api), [api]);
  return useAsyncData(load);
}
