import { BulkMessages, type UserBulkAction, type UserRecord } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useQueryClient } from '@tanstack/react-query';
import { BulkBar } from '../../../components/bulk-bar';
import { useBulkAction } from '../../../lib/use-bulk-action';
import type { RowSelection } from '../../../lib/use-row-selection';
import { useBulkUpdateUsers } from '../api/bulk-update-users';
import { getMatchingUsers } from '../api/get-matching-users';
import type { UsersQuery } from '../api/get-users';
import { userKeys } from '../api/user-keys';
import ui from '../../../components/ui.module.css';

export const userRowOf = (user: UserRecord) => ({
  id: user._id,
  label: user.name || user.email || user._id,
});

const ACTIONS: Array<{ action: UserBulkAction; button: string; className: string }> = [
  { action: 'make_admin', button: 'Make selected admin', className: ui.button },
  { action: 'revoke_admin', button: 'Revoke admin from selected', className: ui.button },
  { action: 'delete', button: 'Delete selected', className: ui.buttonDanger },
];

/** Manage Users' bulk bar: make admin, revoke admin or delete the selected users at once. */
export function UserBulkActions({
  pageUsers,
  total,
  filter,
  selection,
}: {
  pageUsers: UserRecord[];
  total: number;
  filter: Omit<UsersQuery, 'page'>;
  selection: RowSelection;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const bulk = useBulkAction();
  const { mutateAsync } = useBulkUpdateUsers();

  const run = async (action: UserBulkAction, button: string) => {
    const ids = [...selection.rows.keys()];
    const answer = await bulk({
      confirmText: BulkMessages.userActionText(action, ids.length),
      confirmButtonText: button,
      labels: selection.rows,
      perform: () => mutateAsync({ action, ids }),
      undo:
        action === 'delete'
          ? { onRestored: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) }
          : undefined,
    });
    if (answer) selection.clear();
  };

  return (
    <BulkBar
      label="Users"
      pageRows={pageUsers.map(userRowOf)}
      selection={selection}
      matching={{
        total,
        selectAll: () =>
          void getMatchingUsers(api, filter).then((users) =>
            selection.replace(users.map(userRowOf)),
          ),
      }}
    >
      {ACTIONS.map(({ action, button, className }) => (
        <button
          key={action}
          type="button"
          className={className}
          disabled={selection.count === 0}
          onClick={() => void run(action, button)}
        >
          {button}
        </button>
      ))}
    </BulkBar>
  );
}
