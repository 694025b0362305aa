import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, UserRecord } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { profileKeys } from './profile-keys';

export async function getCurrentUser(api: ApiClient): Promise<UserRecord> {
  const { data } = await api.get<UserRecord>('/users/me');
  return data;
}

export const getCurrentUserQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: profileKeys.currentUser(), queryFn: () => getCurrentUser(api) });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions(useApi()));
}
