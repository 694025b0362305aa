import { DialogMessages } from '@threadline/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { useApiClient } from '../../../lib/api-context';
import { showErrorDialog } from '../../../lib/dialogs';
import { saveUserRecord } from '../api/save-user-record';
import { readInviteRef } from '../utils/invite-ref';
import { useAuth } from './use-auth';
import { AuthMessages, authErrorMessage } from '../../../config/auth-messages';

/** Google sign-in through a popup: saves { email, name } and goes home. */
export function useGoogleSignIn() {
  const { googleSignIn, getIdToken } = useAuth();
  const api = useApiClient();
  const navigate = useNavigate();

  return useCallback(async (): Promise<boolean> => {
    let account;
    try {
      account = await googleSignIn();
    } catch (error) {
      console.error('Google sign-in failed', error);
      await showErrorDialog(
        DialogMessages.loginFailed,
        authErrorMessage(error, AuthMessages.signInFailed),
      );
      return false;
    }
    try {
      // No session token may exist yet, so the record is saved with the Firebase ID token.
      const idToken = await getIdToken();
      // This save and the session's may each be the one that creates the record, and only the
      // creating save records an invite: both carry the code (the session clears it).
      const refCode = readInviteRef();
      const saved = await saveUserRecord(
        api,
        { email: account.email, name: account.displayName, ...(refCode ? { refCode } : {}) },
        idToken ?? undefined,
      );
      console.info('Saved the Google user record', saved);
    } catch (error) {
      console.error('Could not save the Google user record', error);
    }
    toast.success(DialogMessages.loginSuccessful);
    navigate('/', { replace: true });
    return true;
  }, [googleSignIn, getIdToken, api, navigate]);
}
