import type { ApiClient, SessionTokenResponse } from '@threadline/contracts';

/** Trades a Firebase ID token for the product's session token (POST /jwt). */
export async function exchangeSessionToken(api: ApiClient, idToken: string): Promise<string> {
  const { data } = await api.post<SessionTokenResponse>('/jwt', { idToken });
  return data.token;
}
