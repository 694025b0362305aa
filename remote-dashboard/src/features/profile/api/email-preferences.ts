import type { ApiClient } from '@threadline/contracts';

export interface EmailPreferences {
  statusEmails: boolean;
}

export async function getEmailPreferences(api: ApiClient): Promise<EmailPreferences> {
  const { data } = await api.get<EmailPreferences>('/notifications/preferences');
  return { statusEmails: data?.statusEmails !== false };
}

export async function putEmailPreferences(
  api: ApiClient,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const { data } = await api.put<EmailPreferences>('/notifications/preferences', preferences);
  return data;
}
