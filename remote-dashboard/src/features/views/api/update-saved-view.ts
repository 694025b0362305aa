import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, SavedView, UpdateSavedViewRequest } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { viewKeys } from './view-keys';

/** PATCH /views/{id}: a rename, or sharing it (or not) with every admin. */
export async function updateSavedView(
  api: ApiClient,
  id: string,
  change: UpdateSavedViewRequest,
): Promise<SavedView> {
  const { data } = await api.patch<SavedView>(`/views/${encodeURIComponent(id)}`, change);
  return data;
}

export function useUpdateSavedView() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateSavedViewRequest }) =>
      updateSavedView(api, id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.all }),
  });
}
