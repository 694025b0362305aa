import { useCallback } from 'react';
import {
  DialogMessages,
  getApiErrorMessage,
  Timings,
  type UserRecord,
} from '@threadline/contracts';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { useApi } from '../../../lib/remote-context';
import { deleteUser } from '../api/delete-user';
import { makeAdmin } from '../api/make-admin';
import { revokeAdmin } from '../api/revoke-admin';

const TRY_AGAIN = 'Please try again.';

/** Make admin, revoke admin and delete, each behind a confirmation; `onChanged` reloads the list. */
export function useUserActions(onChanged: () => void) {
  const api = useApi();

  const promote = useCallback(
    async (user: UserRecord) => {
      const confirmed = await confirmAction({
        title: 'Make Admin?',
        text: `${user.name} will get full admin access.`,
        confirmButtonText: 'Yes, make admin',
      });
      if (!confirmed) return;
      try {
        if (!(await makeAdmin(api, user._id))) {
          await showError(DialogMessages.failedToMakeAdmin, `${user.name} was not changed.`);
          return;
        }
        void showSuccess('Success!', `${user.name} is now an admin.`, Timings.makeAdminAlertMs);
        onChanged();
      } catch (error) {
        console.error(DialogMessages.failedToMakeAdmin, error);
        await showError(DialogMessages.failedToMakeAdmin, getApiErrorMessage(error, TRY_AGAIN));
      }
    },
    [api, onChanged],
  );

  const demote = useCallback(
    async (user: UserRecord) => {
      const confirmed = await confirmAction({
        title: 'Revoke Admin?',
        text: `${user.name} will lose admin access and become a regular user.`,
        confirmButtonText: 'Yes, revoke admin',
      });
      if (!confirmed) return;
      try {
        if (!(await revokeAdmin(api, user._id))) {
          await showError('Failed to revoke admin', `${user.name} was not changed.`);
          return;
        }
        void showSuccess('Admin Revoked', `${user.name} is now a user.`, Timings.makeAdminAlertMs);
        onChanged();
      } catch (error) {
        console.error('Failed to revoke admin', error);
        await showError('Failed to revoke admin', getApiErrorMessage(error, TRY_AGAIN));
      }
    },
    [api, onChanged],
  );

  const remove = useCallback(
    async (user: UserRecord) => {
      const confirmed = await confirmAction({
        title: 'Delete User?',
        text: `${user.name} (${user.email}) will be removed permanently.`,
        confirmButtonText: 'Yes, delete',
      });
      if (!confirmed) return;
      try {
        if (!(await deleteUser(api, user._id))) {
          await showError(DialogMessages.failedToDelete, `${user.name} was not deleted.`);
          return;
        }
        void showSuccess('Deleted!', `${user.name} has been deleted.`);
        onChanged();
      } catch (error) {
        console.error(DialogMessages.failedToDelete, error);
        await showError(DialogMessages.failedToDelete, getApiErrorMessage(error, TRY_AGAIN));
      }
    },
    [api, onChanged],
  );

  return { promote, demote, remove };
}
