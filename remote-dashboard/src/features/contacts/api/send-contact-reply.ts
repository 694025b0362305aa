import type { ApiClient, ContactReply } from '@threadline/contracts';

/** Sends the reply by email to the message's sender; the API keeps it and audits it. */
export async function sendContactReply(
  api: ApiClient,
  id: string,
  text: string,
): Promise<ContactReply> {
  const { data } = await api.post<ContactReply>(`/contacts/${encodeURIComponent(id)}/replies`, {
    text,
  });
  return data;
}
