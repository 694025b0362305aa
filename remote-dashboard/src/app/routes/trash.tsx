import { useSearchParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  TRASH_KINDS,
  TrashMessages,
  type TrashEntry,
  type TrashKind,
} from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { confirmAction, showError, showSuccess } from '../../lib/dialogs';
import { SaveViewButton } from '../../features/views/components/save-view-button';
import { useTrash } from '../../features/trash/api/get-trash';
import { usePurgeTrashEntry } from '../../features/trash/api/purge-trash-entry';
import { useRestoreTrashEntry } from '../../features/trash/api/restore-trash-entry';
import { TrashKindFilter } from '../../features/trash/components/trash-kind-filter';
import { TrashTable } from '../../features/trash/components/trash-table';
import ui from '../../components/ui.module.css';
import { DashboardMessages } from '../../config/messages';

const isTrashKind = (value: string): value is TrashKind =>
  (TRASH_KINDS as readonly string[]).includes(value);

/** The Trash page: deleted records by type, restored or deleted for good. The type is in the URL. */
export function TrashRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind') ?? '';
  const kind = isTrashKind(asked) ? asked : '';
  const trash = useTrash(kind);
  const { mutateAsync: restore } = useRestoreTrashEntry();
  const { mutateAsync: purge } = usePurgeTrashEntry();

  const onRestore = async (entry: TrashEntry) => {
    try {
      await restore(entry);
      void showSuccess(TrashMessages.restored, entry.label);
    } catch (error) {
      await showError(
        TrashMessages.restoreFailed,
        getApiErrorMessage(error, DashboardMessages.tryAgain),
      );
    }
  };
  const onPurge = async (entry: TrashEntry) => {
    const confirmed = await confirmAction({
      title: TrashMessages.purgeTitle,
      text: TrashMessages.purgeText(entry.label),
      confirmButtonText: DashboardMessages.deleteConfirm,
    });
    if (!confirmed) return;
    try {
      await purge(entry);
      void showSuccess(TrashMessages.purged, entry.label);
    } catch (error) {
      await showError(
        TrashMessages.purgeFailed,
        getApiErrorMessage(error, DashboardMessages.tryAgain),
      );
    }
  };

  return (
    <>
      <PageHeader
        title="Trash"
        description="Deleted users, messages, categories, quote requests and styles, restorable until they are purged."
        actions={<SaveViewButton list="trash" query={kind ? `kind=${kind}` : ''} />}
      />
      {asked && !kind ? (
        <p role="note" className={ui.hint}>
          There is no “{asked}” in the trash any more: showing everything.
        </p>
      ) : null}
      <TrashKindFilter
        kind={kind}
        onChange={(next) => setParams(next ? { kind: next } : {}, { replace: true })}
      />

      {trash.status === 'pending' ? <LoadingView label="Loading the trash..." /> : null}

      {trash.status === 'error' ? (
        <LoadErrorPanel
          title={TrashMessages.loadFailed}
          error={trash.error}
          onRetry={() => void trash.refetch()}
        />
      ) : null}

      {trash.status === 'success' && trash.data.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>{TrashMessages.emptyTrash}</h2>
        </div>
      ) : null}

      {trash.status === 'success' && trash.data.length > 0 ? (
        <TrashTable
          entries={trash.data}
          onRestore={(entry) => void onRestore(entry)}
          onPurge={(entry) => void onPurge(entry)}
        />
      ) : null}
    </>
  );
}
