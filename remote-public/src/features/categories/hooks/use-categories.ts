import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getCategories } from '@threadline/contracts';

export function useCategories() {
  const api = useApi();
  const load = useCallback(() => getCategories(api), [api]);
  return useAsyncData(load);
}
