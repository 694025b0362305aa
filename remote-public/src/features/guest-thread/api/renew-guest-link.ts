import type { ApiClient, GuestLinkRenewalResponse } from '@threadline/contracts';

/** Asks for a new link to the request's own address; the answer is the same either way. */
export async function renewGuestLink(api: ApiClient, token: string): Promise<string> {
  const { data } = await api.post<GuestLinkRenewalResponse>(
    `/guest/thread/renewal?token=${encodeURIComponent(token)}`,
  );
  return data.message;
}
