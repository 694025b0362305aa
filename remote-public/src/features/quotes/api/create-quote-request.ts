import type { ApiClient, QuoteCreatedResponse, QuoteRequestInput } from '@threadline/contracts';

/** POST /quotes; the shell's client adds the bearer when someone is signed in. */
export async function createQuoteRequest(
  api: ApiClient,
  input: QuoteRequestInput,
): Promise<QuoteCreatedResponse> {
  const { data } = await api.post<QuoteCreatedResponse>('/quotes', input);
  return data;
}
