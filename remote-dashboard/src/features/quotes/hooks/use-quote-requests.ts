import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getQuoteRequests, type StatusFilter } from '../api/get-quote-requests';

export function useQuoteRequests(status: StatusFilter, search: string, page: number) {
  const api = useApi();
  const load = useCallback(
    () => getQuoteRequests(api, { status, search, page }),
    [api, status, search, page],
  );
  return useAsyncData(load);
}
