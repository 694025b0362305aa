import type { ApiClient } from '@threadline/contracts';

/** The same one-click POST a mail client sends (RFC 8058), with the link's signature. */
export async function unsubscribe(api: ApiClient, subscriber: string, signature: string) {
  const query = new URLSearchParams({ s: subscriber, sig: signature });
  await api.post(`/notifications/unsubscribe?${query.toString()}`);
}
