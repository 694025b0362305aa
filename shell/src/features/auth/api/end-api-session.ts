import type { AxiosInstance } from 'axios';

/** Ends every API session token of the signed-in account on the server (POST /logout). */
export async function endApiSession(api: AxiosInstance): Promise<void> {
  await api.post('/logout');
}
