import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { viewKeys } from './view-keys';

/** DELETE /views/{id}: the view goes; the list it showed is not touched. */
export async function deleteSavedView(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/views/${encodeURIComponent(id)}`);
}

export function useDeleteSavedView() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedView(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.all }),
  });
}
