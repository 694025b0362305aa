import { useCallback } from 'react';
import {
  getApiErrorMessage,
  TrashMessages,
  type ApiClient,
  type BatchRestoreResponse,
  type TrashEntry,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerUndo, showError } from './dialogs';
import { DashboardMessages } from '../config/messages';

/** POST /trash/{id}/restore: the record comes back with its images, files and messages. */
export async function restoreTrashEntry(api: ApiClient, trashId: string): Promise<TrashEntry> {
  const { data } = await api.post<TrashEntry>(`/trash/${encodeURIComponent(trashId)}/restore`);
  return data;
}

export interface UndoableDelete {
  /** The spec's delete message, shown in the toast. */
  title: string;
  text?: string;
  trashId: string;
  /**
   * The restore itself, where the record's owner has their own (a member's style); by default
   * POST /trash/{trashId}/restore, which is the team's.
   */
  restore?: () => Promise<unknown>;
  /** Refreshes what the restore brought back (the feature's lists). */
  onRestored: () => Promise<unknown>;
}

/**
 * Every delete of the back office confirms in a toast with Undo; pressing it restores the record
 * from the trash. Shared by the features (which never import each other), so it lives here.
 */
export function useUndoDelete() {
  const api = useApi();
  return useCallback(
    async ({ title, text, trashId, restore, onRestored }: UndoableDelete): Promise<boolean> => {
      if (!(await offerUndo(title, text))) return false;
      try {
        await (restore ? restore() : restoreTrashEntry(api, trashId));
        await onRestored();
        return true;
      } catch (error) {
        await showError(
          DashboardMessages.errorTitle,
          getApiErrorMessage(error, TrashMessages.restoreFailed),
        );
        return false;
      }
    },
    [api],
  );
}

/** POST /trash/batches/{batchId}/restore: Undo of a bulk delete, one result per record. */
export async function restoreTrashBatch(
  api: ApiClient,
  batchId: string,
): Promise<BatchRestoreResponse> {
  const { data } = await api.post<BatchRestoreResponse>(
    `/trash/batches/${encodeURIComponent(batchId)}/restore`,
  );
  return data;
}
