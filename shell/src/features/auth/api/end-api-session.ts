import type { ApiClient } from '@threadline/contracts';

/** Ends every API session token of the signed-in account on the server (POST /logout). */
export async function endApiSession(api: ApiClient): Promise<void> {
  await api.post('/logout');
}
