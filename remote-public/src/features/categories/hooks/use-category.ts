import { useCallback } from 'react';
import type { CategoryKey } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getCategory } from '../../categories/api/get-category';

export function useCategory(key: CategoryKey) {
  const api = useApi();
  const load = useCallback(() => getCategory(api, key), [api, key]);
  return useAsyncData(load);
}
