import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getQuoteSummary } from '../api/get-quote-summary';

export function useQuoteSummary() {
  const api = useApi();
  const load = useCallback(() => getQuoteSummary(api), [api]);
  return useAsyncData(load);
}
