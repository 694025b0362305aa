import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { profileKeys } from './profile-keys';

export interface EmailPreferences {
  statusEmails: boolean;
}

export async function getEmailPreferences(api: ApiClient): Promise<EmailPreferences> {
  const { data } = await api.get<EmailPreferences>('/notifications/preferences');
  return { statusEmails: data?.statusEmails !== false };
}

export const getEmailPreferencesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.emailPreferences(),
    queryFn: () => getEmailPreferences(api),
  });

export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions(useApi()));
}
