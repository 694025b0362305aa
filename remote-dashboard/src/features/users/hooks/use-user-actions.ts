import { useCallback } from 'react';
import { DialogMessages, Timings, type UserRecord } from '@threadline/contracts';
import { getErrorMessage } from '../../../lib/api-error';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { useApi } from '../../../lib/remote-context';
import { deleteUser } from '../../users/api/delete-user';
import { makeAdmin } from '../../users/api/make-admin';

/** Make admin and delete, each behind a confirmation; `onChanged` reloads the list. */
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
        await showError(
          DialogMessages.failedToMakeAdmin,
          getErrorMessage(error, 'Please try again.'),
        );
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
        await showError(DialogMessages.failedToDelete, getErrorMessage(error, 'Please try again.'));
      }
    },
    [api, onChanged],
  );

  return { promote, remove };
}
