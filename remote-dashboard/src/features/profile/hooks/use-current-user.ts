import { useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getCurrentUser } from '../api/get-current-user';

export const currentUserQueryKey = ['current-user'] as const;

export function useCurrentUser() {
  const api = useApi();
  return useQuery({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser(api) });
}
