import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrashEntry } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { restoreTrashEntry } from '../../../lib/use-undo-delete';

/**
 * Restores one record from the Trash page. Every cached list may show it again (users, messages,
 * categories, quote requests), so every query refetches.
 */
export function useRestoreTrashEntry() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TrashEntry) => restoreTrashEntry(api, entry.id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
