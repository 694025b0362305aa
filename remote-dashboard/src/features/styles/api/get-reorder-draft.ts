import { useQuery } from '@tanstack/react-query';
import type { ApiClient, QuoteLinesDraft, ReorderVersionChoice } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { styleKeys } from './style-keys';

/** A reorder's prefill: nothing is stored until the builder sends it. */
export async function getReorderDraft(
  api: ApiClient,
  quoteId: string,
  versions: ReorderVersionChoice,
): Promise<QuoteLinesDraft> {
  const { data } = await api.post<QuoteLinesDraft>(
    `/quotes/${encodeURIComponent(quoteId)}/reorder`,
    { versions },
  );
  return data;
}

export function useReorderDraft(quoteId: string | null, versions: ReorderVersionChoice) {
  const api = useApi();
  return useQuery({
    queryKey: [...styleKeys.all, 'reorder', quoteId, versions],
    queryFn: () => getReorderDraft(api, quoteId ?? '', versions),
    enabled: quoteId !== null,
    staleTime: Infinity,
  });
}
