import { useState } from 'react';
import { AUDIT_PAGE_SIZE, DialogMessages } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { pageCountOf } from '../../lib/paging';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  NO_AUDIT_FILTERS,
  type AuditFilters as Filters,
} from '../../features/audit/api/get-audit-entries';
import { AuditFilters } from '../../features/audit/components/audit-filters';
import { AuditTable } from '../../features/audit/components/audit-table';
import { useAuditEntries } from '../../features/audit/api/get-audit-entries';
import ui from '../../components/ui.module.css';
import styles from '../../features/audit/components/audit.module.css';

export function ActivityLogRoute() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(filters);
  const activity = useAuditEntries(debounced, page);
  const total = activity.status === 'success' ? activity.data.total : null;

  return (
    <>
      <PageHeader
        title="Activity Log"
        description="Every audited action on the platform, newest first: the team’s and the buyers’ (an order placed, a sample approved, a refused sign-in), with who did what, to what, when and from which address."
        actions={
          <p className={styles.total} aria-live="polite">
            Entries: {total ?? '…'}
          </p>
        }
      />
      <AuditFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />

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
