import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getMyQuotes } from '../api/get-my-quotes';

export function useMyQuotes() {
  const api = useApi();
  const load = useCallback(() => getMyQuotes(api), [api]);
  return useAsyncData(load);
}
