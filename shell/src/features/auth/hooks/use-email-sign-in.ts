import { DialogMessages } from '@threadline/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { getErrorMessage } from '../../../lib/api-client';
import { showErrorDialog, loadSwal, confirmButtonColor } from '../../../lib/dialogs';
import type { LoginRedirectState } from '../components/protected-route';
import { useAuth } from './use-auth';

export const EMAIL_NOT_VERIFIED_TITLE = 'Email Not Verified';
export const RESEND_VERIFICATION = 'Resend verification email';

/** Where to go after signing in: the page the guard sent the visitor from, else home. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  return from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
}

/** Email sign-in: refuses unverified emails (offering a new link), else returns to where the visitor was. */
export function useEmailSignIn() {
  const { signIn, verifyEmail, logout } = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return useCallback(
    async (email: string, password: string): Promise<boolean> => {
      let account;
      try {
        account = await signIn(email.trim(), password);
      } catch (error) {
        console.error('Sign-in failed', error);
        await showErrorDialog(DialogMessages.loginFailed, getErrorMessage(error));
        return false;
      }

      if (!account.emailVerified) {
        const answer = await (
          await loadSwal()
        ).fire({
          icon: 'warning',
          title: EMAIL_NOT_VERIFIED_TITLE,
          text: DialogMessages.emailNotVerified,
          showCancelButton: true,
          confirmButtonText: RESEND_VERIFICATION,
          cancelButtonText: 'Close',
          confirmButtonColor,
        });
        try {
          if (answer.isConfirmed) {
            await verifyEmail();
            toast.success(`A new verification link was sent to ${account.email ?? 'your inbox'}.`);
          }
        } catch (error) {
          console.error('Could not resend the verification email', error);
          toast.error(getErrorMessage(error));
        } finally {
          await logout().catch((error: unknown) => console.error('Sign-out failed', error));
        }
        return false;
      }

      toast.success(DialogMessages.loginSuccessful);
      navigate(returnPath, { replace: true });
      return true;
    },
    [signIn, verifyEmail, logout, navigate, returnPath],
  );
}
