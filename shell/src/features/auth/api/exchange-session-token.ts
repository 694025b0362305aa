import type { SessionTokenResponse } from '@threadline/contracts';
import type { AxiosInstance } from 'axios';

/** Trades a Firebase ID token for the product's session token (POST /jwt). */
export async function exchangeSessionToken(api: AxiosInstance, idToken: string): Promise<string> {
  const { data } = await api.post<SessionTokenResponse>('/jwt', { idToken });
  return data.token;
}
