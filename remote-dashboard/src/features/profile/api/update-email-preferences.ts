import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import type { EmailPreferences } from './get-email-preferences';
import { profileKeys } from './profile-keys';

export async function updateEmailPreferences(
  api: ApiClient,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const { data } = await api.put<EmailPreferences>('/notifications/preferences', preferences);
  return data;
}

/** Saves the choice and keeps the saved answer as the cached preferences. */
export function useUpdateEmailPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => updateEmailPreferences(api, preferences),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.emailPreferences(), saved),
  });
}
