import { useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getQuoteSummary } from '../api/get-quote-summary';
import { quoteRequestsQueryKey } from './use-quote-requests';

export function useQuoteSummary() {
  const api = useApi();
  return useQuery({
    queryKey: [...quoteRequestsQueryKey, 'summary'],
    queryFn: () => getQuoteSummary(api),
  });
}
