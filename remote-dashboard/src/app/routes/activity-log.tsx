import { useMemo } from 'react';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, DialogMessages } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { ListViewNotes } from '../../components/list-view-notes';
import { pageCountOf } from '../../lib/paging';
import { pageParam, useListParams, type ListParamSpecs } from '../../lib/use-list-params';
import { SaveViewButton } from '../../features/views/components/save-view-button';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { AuditFilters as Filters } from '../../features/audit/api/get-audit-entries';
import { AuditFilters } from '../../features/audit/components/audit-filters';
import { AuditTable } from '../../features/audit/components/audit-table';
import { useAuditEntries } from '../../features/audit/api/get-audit-entries';
import ui from '../../components/ui.module.css';
import styles from '../../features/audit/components/audit.module.css';

/** The log's URL: its filters and page, so a filtered view can be kept and shared. */
const AUDIT_PARAMS: ListParamSpecs<keyof Filters | 'page'> = {
  actor: { fallback: '' },
  action: { fallback: '', allowed: ['', ...AUDIT_ACTIONS] },
  target: { fallback: '' },
  from: { fallback: '' },
  to: { fallback: '' },
  page: { fallback: '1' },
};

export function ActivityLogRoute() {
  const view = useListParams(AUDIT_PARAMS);
  const { values } = view;
  const filters = useMemo<Filters>(
    () => ({
      actor: values.actor,
      action: values.action as Filters['action'],
      target: values.target,
      from: values.from,
      to: values.to,
    }),
    [values],
  );
  const page = pageParam(values.page);
  const setPage = (next: number) => view.update({ page: String(next) });
  const debounced = useDebouncedValue(filters);
  const activity = useAuditEntries(debounced, page);
  const total = activity.status === 'success' ? activity.data.total : null;

  return (
    <>
      <PageHeader
        title="Activity Log"
        description="Every audited action on the platform, newest first: the team’s and the buyers’ (an order placed, a sample approved, a refused sign-in), with who did what, to what, when and from which address."
        actions={
          <>
            <p className={styles.total} aria-live="polite">
              Entries: {total ?? '…'}
            </p>
            <SaveViewButton list="audit" query={view.query} />
          </>
        }
      />
      <AuditFilters filters={filters} onChange={(next) => view.update(next)} />
      <ListViewNotes notes={view.notes} />

      {activity.status === 'pending' ? <LoadingView label="Loading activity..." /> : null}

      {activity.status === 'error' ? (
        <LoadErrorPanel
          title={DialogMessages.activityLoadFailed}
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      ) : null}

      {activity.status === 'success' && activity.data.entries.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No activity found</h2>
          <p className={ui.emptyText}>Try other filters or dates.</p>
        </div>
      ) : null}

      {activity.status === 'success' && activity.data.entries.length > 0 ? (
        <>
          <AuditTable entries={activity.data.entries} />
          <Pagination
            page={page}
            pageCount={pageCountOf(activity.data.total, AUDIT_PAGE_SIZE)}
            onChange={setPage}
          />
        </>
      ) : null}
    </>
  );
}
