import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DashboardMessages,
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
import { usersQueryKey } from './use-users';

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
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    /** Resolves false when the API answered but changed nothing. */
    mutationFn: ({ action, user }: { action: UserAction; user: UserRecord }) => {
      if (action === 'promote') return makeAdmin(api, user._id);
      if (action === 'demote') return revokeAdmin(api, user._id);
      return deleteUser(api, user._id);
    },
    // An answer that changed nothing leaves the list as it is.
    onSuccess: (changed) => {
      if (changed) void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });

  const run = useCallback(
    async (action: UserAction, user: UserRecord) => {
      const change = describe(action, user);
      if (!(await confirmAction(change.confirmation))) return;
      try {
        if (!(await mutateAsync({ action, user }))) {
          await showError(change.failureTitle, change.unchangedText);
          return;
        }
        change.announceSuccess();
      } catch (error) {
        console.error(change.failureTitle, error);
        await showError(change.failureTitle, getApiErrorMessage(error, DashboardMessages.tryAgain));
      }
    },
    [mutateAsync],
  );

  return {
    promote: useCallback((user: UserRecord) => run('promote', user), [run]),
    demote: useCallback((user: UserRecord) => run('demote', user), [run]),
    remove: useCallback((user: UserRecord) => run('remove', user), [run]),
  };
}
