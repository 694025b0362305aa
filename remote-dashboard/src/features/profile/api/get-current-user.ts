import type { ApiClient, UserRecord } from '@threadline/contracts';

export async function getCurrentUser(api: ApiClient): Promise<UserRecord> {
  const { data } = await api.get<UserRecord>('/users/me');
  return data;
}
