import { useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getMyQuotes } from '../api/get-my-quotes';

export const myQuotesQueryKey = ['my-quotes'] as const;

export function useMyQuotes() {
  const api = useApi();
  return useQuery({ queryKey: myQuotesQueryKey, queryFn: () => getMyQuotes(api) });
}
