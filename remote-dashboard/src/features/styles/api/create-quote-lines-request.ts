import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiClient,
  QuoteCreatedResponse,
  QuoteLinesRequestInput,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';

export async function createQuoteLinesRequest(
  api: ApiClient,
  input: QuoteLinesRequestInput,
): Promise<QuoteCreatedResponse> {
  const { data } = await api.post<QuoteCreatedResponse>('/quotes/requests', input);
  return data;
}

/** Sends a request of lines; the member's own requests are fetched again (the quotes' key). */
export function useCreateQuoteLinesRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteLinesRequestInput) => createQuoteLinesRequest(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-quotes'] }),
  });
}
