import type { ApiClient, AdminCheckResponse } from '@threadline/contracts';

/** Whether the signed-in user is an admin (GET /users/admin/{email}). */
export async function getAdminStatus(api: ApiClient, email: string): Promise<boolean> {
  const { data } = await api.get<AdminCheckResponse>(`/users/admin/${encodeURIComponent(email)}`);
  return data?.admin === true;
}
