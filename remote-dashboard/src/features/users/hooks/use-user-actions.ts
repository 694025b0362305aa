import { useCallback } from 'react';
import {
  DialogMessages,
  getApiErrorMessage,
  Timings,
  type UserRecord,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { deleteUser } from '../api/delete-user';
import { makeAdmin } from '../api/make-admin';
import { revokeAdmin } from '../api/revoke-admin';

const TRY_AGAIN = 'Please try again.';

interface UserChange {
  confirmation: Parameters<typeof confirmAction>[0];
  /** Resolves false when the API answered but changed nothing. */
  apply: () => Promise<boolean>;
  failureTitle: string;
  unchangedText: string;
  announceSuccess: () => void;
}

/** Asks first (the spec requires it), then applies the change and reports how it went. */
async function confirmAndApply(change: UserChange): Promise<boolean> {
  if (!(await confirmAction(change.confirmation))) return false;
  try {
    if (!(await change.apply())) {
      await showError(change.failureTitle, change.unchangedText);
      return false;
    }
    change.announceSuccess();
    return true;
  } catch (error) {
    console.error(change.failureTitle, error);
    await showError(change.failureTitle, getApiErrorMessage(error, TRY_AGAIN));
    return false;
  }
}

/** Make admin, revoke admin and delete, each behind a confirmation; `onChanged` reloads the list. */
export function useUserActions(onChanged: () => void) {
  const api = useApi();

  const promote = useCallback(
    async (user: UserRecord) => {
      const changed = await confirmAndApply({
        confirmation: {
          title: 'Make Admin?',
          text: `${user.name} will get full admin access.`,
          confirmButtonText: 'Yes, make admin',
        },
        apply: () => makeAdmin(api, user._id),
        failureTitle: DialogMessages.failedToMakeAdmin,
        unchangedText: `${user.name} was not changed.`,
        announceSuccess: () =>
          void showSuccess('Success!', `${user.name} is now an admin.`, Timings.makeAdminAlertMs),
      });
      if (changed) onChanged();
    },
    [api, onChanged],
  );

  const demote = useCallback(
    async (user: UserRecord) => {
      const changed = await confirmAndApply({
        confirmation: {
          title: 'Revoke Admin?',
          text: `${user.name} will lose admin access and become a regular user.`,
          confirmButtonText: 'Yes, revoke admin',
        },
        apply: () => revokeAdmin(api, user._id),
        failureTitle: 'Failed to revoke admin',
        unchangedText: `${user.name} was not changed.`,
        announceSuccess: () =>
          void showSuccess(
            'Admin Revoked',
            `${user.name} is now a user.`,
            Timings.makeAdminAlertMs,
          ),
      });
      if (changed) onChanged();
    },
    [api, onChanged],
  );

  const remove = useCallback(
    async (user: UserRecord) => {
      const changed = await confirmAndApply({
        confirmation: {
          title: 'Delete User?',
          text: `${user.name} (${user.email}) will be removed permanently.`,
          confirmButtonText: 'Yes, delete',
        },
        apply: () => deleteUser(api, user._id),
        failureTitle: DialogMessages.failedToDelete,
        unchangedText: `${user.name} was not deleted.`,
        announceSuccess: () => void showSuccess('Deleted!', `${user.name} has been deleted.`),
      });
      if (changed) onChanged();
    },
    [api, onChanged],
  );

  return { promote, demote, remove };
}
