import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, QuoteCreatedResponse, QuoteRequestInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { contactKeys } from './contact-keys';

/** POST /contacts/{id}/quote-request: a quote request made from the message, linked both ways. */
export async function createQuoteRequestFromMessage(
  api: ApiClient,
  messageId: string,
  input: QuoteRequestInput,
): Promise<QuoteCreatedResponse> {
  const { data } = await api.post<QuoteCreatedResponse>(
    `/contacts/${encodeURIComponent(messageId)}/quote-request`,
    input,
  );
  return data;
}

export function useCreateQuoteRequestFromMessage(messageId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteRequestInput) => createQuoteRequestFromMessage(api, messageId, input),
    // The message now links to its request; the quote lists read again when opened.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.inbox() }),
  });
}
