import { useCallback } from 'react';
import {
  DashboardMessages,
  DialogMessages,
  getApiErrorMessage,
  Timings,
  type UserRecord,
} from '@threadline/contracts';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';
import { useRevokeAdmin } from '../api/revoke-admin';

type UserAction = 'promote' | 'demote' | 'remove';

interface UserChange {
  confirmation: Parameters<typeof confirmAction>[0];
  failureTitle: string;
  unchangedText: string;
  announceSuccess: () => void;
}

function describe(action: UserAction, user: UserRecord): UserChange {
  switch (action) {
    case 'promote':
      return {
        confirmation: {
          title: DashboardMessages.makeAdminTitle,
          text: DashboardMessages.makeAdminText(user.name),
          confirmButtonText: DashboardMessages.makeAdminConfirm,
        },
        failureTitle: DialogMessages.failedToMakeAdmin,
        unchangedText: DashboardMessages.userUnchanged(user.name),
        announceSuccess: () =>
          void showSuccess(
            DashboardMessages.madeAdminTitle,
            DashboardMessages.madeAdminText(user.name),
            Timings.makeAdminAlertMs,
          ),
      };
    case 'demote':
      return {
        confirmation: {
          title: DashboardMessages.revokeAdminTitle,
          text: DashboardMessages.revokeAdminText(user.name),
          confirmButtonText: DashboardMessages.revokeAdminConfirm,
        },
        failureTitle: DashboardMessages.failedToRevokeAdmin,
        unchangedText: DashboardMessages.userUnchanged(user.name),
        announceSuccess: () =>
          void showSuccess(
            DashboardMessages.revokedAdminTitle,
            DashboardMessages.revokedAdminText(user.name),
            Timings.makeAdminAlertMs,
          ),
      };
    case 'remove':
      return {
        confirmation: {
          title: DashboardMessages.deleteUserTitle,
          text: DashboardMessages.deleteUserText(user.name, user.email),
          confirmButtonText: DashboardMessages.deleteConfirm,
        },
        failureTitle: DialogMessages.failedToDelete,
        unchangedText: DashboardMessages.userNotDeleted(user.name),
        announceSuccess: () =>
          void showSuccess(
            DashboardMessages.deletedTitle,
            DashboardMessages.userDeletedText(user.name),
          ),
      };
  }
}

/**
 * Make admin, revoke admin and delete, each behind a confirmation (the spec requires it). A
 * change refetches every cached users page; the page on screen stays until the new one arrives.
 */
export function useUserActions() {
  const { mutateAsync: makeAdmin } = useMakeAdmin();
  const { mutateAsync: revokeAdmin } = useRevokeAdmin();
  const { mutateAsync: deleteUser } = useDeleteUser();

  const run = useCallback(
    async (action: UserAction, user: UserRecord) => {
      const change = describe(action, user);
      if (!(await confirmAction(change.confirmation))) return;
      try {
        const apply = { promote: makeAdmin, demote: revokeAdmin, remove: deleteUser }[action];
        // False when the API answered but changed nothing.
        if (!(await apply(user))) {
          await showError(change.failureTitle, change.unchangedText);
          return;
        }
        change.announceSuccess();
      } catch (error) {
        console.error(change.failureTitle, error);
        await showError(change.failureTitle, getApiErrorMessage(error, DashboardMessages.tryAgain));
      }
    },
    [makeAdmin, revokeAdmin, deleteUser],
  );

  return {
    promote: useCallback((user: UserRecord) => run('promote', user), [run]),
    demote: useCallback((user: UserRecord) => run('demote', user), [run]),
    remove: useCallback((user: UserRecord) => run('remove', user), [run]),
  };
}
