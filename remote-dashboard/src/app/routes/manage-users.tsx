import { useEffect } from 'react';
import { DialogMessages, EXPORT_FILE_NAMES, USERS_PAGE_SIZE } from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { ExportCsvButton } from '../../components/export-csv-button';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchBar } from '../../components/search-bar';
import { RowCheckbox } from '../../components/bulk-bar';
import { ListViewNotes } from '../../components/list-view-notes';
import { pageCountOf, rowNumberOf } from '../../lib/paging';
import { pageParam, useListParams, type ListParamSpecs } from '../../lib/use-list-params';
import { useRowSelection } from '../../lib/use-row-selection';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadFailureDialog } from '../../lib/use-load-failure-dialog';
import { exportUsersCsv } from '../../features/users/api/export-users-csv';
import { UserBulkActions, userRowOf } from '../../features/users/components/user-bulk-actions';
import { SaveViewButton } from '../../features/views/components/save-view-button';
import { UserCard, UserCardSkeleton } from '../../features/users/components/user-card';
import { useUserActions } from '../../features/users/hooks/use-user-actions';
import { useUsers, type RoleFilter } from '../../features/users/api/get-users';
import { MANAGE_USERS_TITLE } from './manage-users-title';
import ui from '../../components/ui.module.css';
import styles from '../../features/users/components/users.module.css';
import { DashboardMessages, FILTERABLE_ROLES, SKELETON_COUNT } from '../../config/messages';

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The list's URL: `?search=&role=&page=` (the Activity Log links here with ?search=<email>). */
const USERS_PARAMS: ListParamSpecs<'search' | 'role' | 'page'> = {
  search: { fallback: '' },
  role: { fallback: 'all', allowed: ['all', ...FILTERABLE_ROLES] },
  page: { fallback: '1' },
};

export function ManageUsersRoute() {
  const { user: sessionUser } = useRemote();
  const api = useApi();
  const view = useListParams(USERS_PARAMS);
  const searchText = view.values.search;
  const role = view.values.role as RoleFilter;
  const page = pageParam(view.values.page);
  const setPage = (next: number) => view.update({ page: String(next) });
  const search = useDebouncedValue(searchText);
  const users = useUsers({ search, role, page });
  const { promote, demote, remove, resetPasskeys } = useUserActions();
  const selection = useRowSelection();
  const { clear } = selection;
  // A selection is of one filter's rows: a new filter starts a new one.
  useEffect(() => clear(), [clear, search, role]);

  useLoadFailureDialog(
    users.status === 'error' ? users.error : null,
    DialogMessages.errorLoadingUsers,
    DashboardMessages.tryAgain,
  );

  // Deleting the last user of the last page steps back a page instead of showing "No users".
  const pageEmptied =
    users.status === 'success' &&
    !users.isPlaceholderData &&
    users.data.users.length === 0 &&
    page > 1;
  const { update } = view;
  useEffect(() => {
    if (pageEmptied) update({ page: String(page - 1) });
  }, [pageEmptied, page, update]);

  const total = users.status === 'success' ? users.data.total : null;
  const pageCount = pageCountOf(total ?? 0, USERS_PAGE_SIZE);
  const ownEmail = sessionUser?.email?.toLowerCase();

  return (
    <>
      <PageHeader
        title={MANAGE_USERS_TITLE}
        description="Promote trusted members to admin, take admin rights back, or remove accounts."
        actions={
          <>
            <p className={styles.total} aria-live="polite">
              Total Users: {total ?? '…'}
            </p>
            <ExportCsvButton
              fileName={EXPORT_FILE_NAMES.users}
              exportFile={() => exportUsersCsv(api, { search: searchText, role })}
            />
            <SaveViewButton list="users" query={view.query} />
          </>
        }
      />
      <SearchBar
        id="td-user-search"
        label="Search users"
        placeholder="Search by name or email"
        value={searchText}
        onChange={(text) => view.update({ search: text })}
      >
        <div className={`${ui.field} ${styles.roleFilter}`}>
          <label htmlFor="td-role-filter" className={ui.label}>
            Filter by role
          </label>
          <select
            id="td-role-filter"
            className={ui.input}
            value={role}
            onChange={(event) => view.update({ role: event.target.value })}
          >
            <option value="all">All Roles</option>
            {FILTERABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </SearchBar>

      <ListViewNotes notes={view.notes} />

      {users.status === 'pending' ? (
        <div>
          <p role="status" className={ui.visuallyHidden}>
            Loading users...
          </p>
          <ul className={styles.list}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index}>
                <UserCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {users.status === 'error' ? (
        <LoadErrorPanel
          title={DialogMessages.errorLoadingUsers}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : null}

      {users.status === 'success' && users.data.users.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No users found</h2>
          <p className={ui.emptyText}>Try adjusting your search criteria or filters</p>
        </div>
      ) : null}

      {users.status === 'success' && users.data.users.length > 0 ? (
        <>
          <UserBulkActions
            pageUsers={users.data.users}
            total={users.data.total}
            filter={{ search, role }}
            selection={selection}
          />
          <ul className={styles.list} aria-label="Users" aria-busy={users.isPlaceholderData}>
            {users.data.users.map((user, index) => (
              <li key={user._id}>
                <UserCard
                  user={user}
                  rowNumber={rowNumberOf(page, USERS_PAGE_SIZE, index)}
                  isSelf={Boolean(ownEmail) && user.email?.toLowerCase() === ownEmail}
                  onMakeAdmin={promote}
                  onRevokeAdmin={demote}
                  onDelete={remove}
                  onResetPasskeys={resetPasskeys}
                  select={<RowCheckbox row={userRowOf(user)} selection={selection} />}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={setPage} />
        </>
      ) : null}
    </>
  );
}
