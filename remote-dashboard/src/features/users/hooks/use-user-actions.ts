import { useCallback } from 'react';
import {
  DialogMessages,
  getApiErrorMessage,
  PasskeyMessages,
  type UserRecord,
} from '@threadline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { confirmAction, showError, showSuccess } from '../../../lib/dialogs';
import { useUndoDelete } from '../../../lib/use-undo-delete';
import { userKeys } from '../api/user-keys';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';
import { useRevokeAdmin } from '../api/revoke-admin';
import { useResetPasskeys } from '../api/reset-passkeys';
import { DashboardMessages, Timings } from '../../../config/messages';

type UserAction = 'promote' | 'demote' | 'remove' | 'resetPasskeys';

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
    case 'resetPasskeys':
      return {
        confirmation: {
          title: PasskeyMessages.resetTitle,
          text: PasskeyMessages.resetConfirm(user.email),
          confirmButtonText: PasskeyMessages.resetConfirmButton,
        },
        failureTitle: PasskeyMessages.resetFailedTitle,
        unchangedText: DashboardMessages.userUnchanged(user.name),
        announceSuccess: () =>
          void showSuccess(PasskeyMessages.resetDoneTitle, PasskeyMessages.passkeysReset),
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
  const { mutateAsync: resetPasskeys } = useResetPasskeys();
  const queryClient = useQueryClient();
  const undo = useUndoDelete();

  const run = useCallback(
    async (action: UserAction, user: UserRecord) => {
      const change = describe(action, user);
      if (!(await confirmAction(change.confirmation))) return;
      try {
        if (action === 'resetPasskeys') {
          // Done even when they had none: their recovery code and step-ups went with it.
          await resetPasskeys(user);
          change.announceSuccess();
          return;
        }
        const apply = { promote: makeAdmin, demote: revokeAdmin, remove: deleteUser }[action];
        // False when the API answered but changed nothing; a delete answers its trash entry.
        const outcome = await apply(user);
        if (!outcome) {
          await showError(change.failureTitle, change.unchangedText);
          return;
        }
        if (typeof outcome === 'string')
          void undo({
            title: DashboardMessages.deletedTitle,
            text: DashboardMessages.userDeletedText(user.name),
            trashId: outcome,
            onRestored: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
          });
        else change.announceSuccess();
      } catch (error) {
        console.error(change.failureTitle, error);
        await showError(change.failureTitle, getApiErrorMessage(error, DashboardMessages.tryAgain));
      }
    },
    [makeAdmin, revokeAdmin, deleteUser, resetPasskeys, undo, queryClient],
  );

  return {
    promote: useCallback((user: UserRecord) => run('promote', user), [run]),
    demote: useCallback((user: UserRecord) => run('demote', user), [run]),
    remove: useCallback((user: UserRecord) => run('remove', user), [run]),
    resetPasskeys: useCallback((user: UserRecord) => run('resetPasskeys', user), [run]),
  };
}
