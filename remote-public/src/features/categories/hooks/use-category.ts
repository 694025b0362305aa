import { useCallback } from 'react';
import type { CategoryKey } from '@threadline/contracts';
import { useApi } from '../../../lib/remote-context';
import { useAsyncData } from '../../../lib/use-async-data';
import { getCategory } from '../../categories/api/get-category';

export function useCategory(key: CategoryKey) {
  const api = useApi();
  const load = useCallback(() => getCategory(api, key), [api, key]);
  return useAsyncData(load);
}
