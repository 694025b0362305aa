import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, TrashEntry } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { trashKeys } from './trash-keys';

/** DELETE /trash/{id}: the record and its files go for good. */
export async function purgeTrashEntry(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/trash/${encodeURIComponent(id)}`);
}

export function usePurgeTrashEntry() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TrashEntry) => purgeTrashEntry(api, entry.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trashKeys.all }),
  });
}
