import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ThreadMessageInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { conversationKeys } from './conversation-keys';

export async function postThreadMessage(
  api: ApiClient,
  quoteId: string,
  input: ThreadMessageInput,
): Promise<void> {
  await api.post(`/quotes/${encodeURIComponent(quoteId)}/thread`, input);
}

export function usePostThreadMessage(quoteId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadMessageInput) => postThreadMessage(api, quoteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.thread(quoteId) }),
  });
}
