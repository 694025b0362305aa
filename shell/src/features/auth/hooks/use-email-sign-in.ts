import { DialogMessages } from '@threadline/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { showErrorDialog, loadSwal, confirmButtonColor } from '../../../lib/dialogs';
import type { LoginRedirectState } from '../components/protected-route';
import { useAuth } from './use-auth';
import { AuthMessages, authErrorMessage } from '../../../config/auth-messages';

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
        await showErrorDialog(
          DialogMessages.loginFailed,
          authErrorMessage(error, AuthMessages.signInFailed),
        );
        return false;
      }

      if (!account.emailVerified) {
        const answer = await (
          await loadSwal()
        ).fire({
          icon: 'warning',
          title: AuthMessages.emailNotVerifiedTitle,
          text: DialogMessages.emailNotVerified,
          showCancelButton: true,
          confirmButtonText: AuthMessages.resendVerification,
          cancelButtonText: AuthMessages.close,
          confirmButtonColor,
        });
        try {
          if (answer.isConfirmed) {
            await verifyEmail();
            toast.success(AuthMessages.verificationResent(account.email));
          }
        } catch (error) {
          console.error('Could not resend the verification email', error);
          toast.error(authErrorMessage(error, AuthMessages.verificationResendFailed));
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
