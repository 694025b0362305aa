import type { ApiClient, ThreadMessageInput } from '@threadline/contracts';

export async function postThreadMessage(
  api: ApiClient,
  quoteId: string,
  input: ThreadMessageInput,
): Promise<void> {
  await api.post(`/quotes/${encodeURIComponent(quoteId)}/thread`, input);
}
