import type { ApiClient, ThreadMessageInput } from '@threadline/contracts';

export async function postGuestMessage(
  api: ApiClient,
  token: string,
  input: ThreadMessageInput,
): Promise<void> {
  await api.post(`/guest/thread?token=${encodeURIComponent(token)}`, input);
}
