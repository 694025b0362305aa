import type { ApiClient, GuestQuoteThread } from '@threadline/contracts';

/** The request and thread a guest's link opens (the token is the only credential). */
export async function getGuestThread(api: ApiClient, token: string): Promise<GuestQuoteThread> {
  const { data } = await api.get<GuestQuoteThread>('/guest/thread', { params: { token } });
  return data;
}
