import type { AdminCheckResponse } from '@threadline/contracts';
import type { AxiosInstance } from 'axios';

/** Whether the signed-in user is an admin (GET /users/admin/{email}). */
export async function getAdminStatus(api: AxiosInstance, email: string): Promise<boolean> {
  const { data } = await api.get<AdminCheckResponse>(`/users/admin/${encodeURIComponent(email)}`);
  return data?.admin === true;
}
