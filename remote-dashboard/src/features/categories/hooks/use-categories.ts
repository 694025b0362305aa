import { useCallback } from 'react';
import { useApi } from '../../../lib/remote-context';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCategories } from '../api/get-categories';

export function useCategories() {
  const api = useApi();
  const load = useCallback(() => getCategories(api), [api]);
  return useAsyncData(load);
}
