import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogMessages } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { paths } from '../config/paths';
import { showError, showSuccess } from './dialogs';
import { Timings } from '../config/messages';

/**
 * Logs out through the shell. Success: the home page and a 2 s 'Logged Out' alert. Failure:
 * the spec's dialog, whose 'Try Again' button does exactly that.
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useRemote();
  const navigate = useNavigate();

  return useCallback(async () => {
    for (;;) {
      try {
        await logout();
      } catch (error) {
        console.error('Logout failed', error);
        const retry = await showError(
          DialogMessages.logoutFailedTitle,
          DialogMessages.logoutFailedText,
          'Try Again',
        );
        if (retry) continue;
        return;
      }
      navigate(paths.home.getHref());
      void showSuccess(DialogMessages.loggedOut, undefined, Timings.logoutAlertMs);
      return;
    }
  }, [logout, navigate]);
}
