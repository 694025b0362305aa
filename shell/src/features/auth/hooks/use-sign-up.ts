import { DialogMessages, safeReturnPath } from '@threadline/contracts';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-context';
import { showErrorDialog, loadSwal, confirmButtonColor } from '../../../lib/dialogs';
import { saveUserRecord } from '../api/save-user-record';
import { uploadProfilePhoto } from '../api/upload-profile-photo';
import type { LoginRedirectState } from '../components/protected-route';
import { clearInviteRef, readInviteRef } from '../utils/invite-ref';
import { useAuth } from './use-auth';
import { AuthMessages, authErrorMessage } from '../../../config/auth-messages';

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  photo: File | null;
  photoURL: string;
}

/**
 * The sign-up flow of SPEC section 4: create the account, upload the photo with the new account's
 * ID token (or use the typed URL), set the profile, save the record, reset the form, send the
 * verification email, confirm and go to /login. Returns true once the account exists.
 *
 * A failure part-way leaves nothing broken. A photo that cannot be uploaded stops the sign-up and
 * deletes the new account, so the visitor can simply try again. After that point the account is
 * kept: a profile or record that could not be saved is completed at the first login (POST /users
 * after POST /jwt), and a verification email that could not be sent is offered again at login.
 */
export function useSignUp() {
  const { createUser, updateUserProfile, verifyEmail, logout, getIdToken, discardNewAccount } =
    useAuth();
  const api = useApiClient();
  const navigate = useNavigate();
  // Where the login that follows verification goes: the guest's request, once it is theirs.
  const next = safeReturnPath(useSearchParams()[0].get('next'));

  return useCallback(
    async (details: SignUpDetails, resetForm: () => void): Promise<boolean> => {
      const name = details.name.trim();
      const email = details.email.trim();
      let account;
      let idToken;
      try {
        account = await createUser(email, details.password);
        idToken = await getIdToken();
        if (!idToken) throw new Error('The new account has no ID token.');
      } catch (error) {
        console.error('Sign-up failed', error);
        if (account) await discardNewAccount().catch(() => undefined);
        await showErrorDialog(
          DialogMessages.signupFailed,
          authErrorMessage(error, AuthMessages.signUpFailed),
        );
        return false;
      }

      let photoURL = details.photoURL.trim() || null;
      if (details.photo) {
        try {
          photoURL = await uploadProfilePhoto(api, details.photo, idToken);
        } catch (error) {
          console.error('Profile photo upload failed', error);
          await discardNewAccount().catch((discardError: unknown) => {
            console.error('Could not delete the unfinished account', discardError);
            return logout().catch(() => undefined);
          });
          await showErrorDialog(
            DialogMessages.imageUploadFailedTitle,
            DialogMessages.imageUploadFailedText,
          );
          return false;
        }
      }

      try {
        // Only values that exist: the Auth emulator rejects a null photo URL.
        await updateUserProfile({ displayName: name, ...(photoURL ? { photoURL } : {}) });
      } catch (error) {
        console.error(
          'Could not set the name and photo; the user record still carries them',
          error,
        );
      }

      const refCode = readInviteRef();
      try {
        const saved = await saveUserRecord(
          api,
          {
            uid: account.uid,
            name,
            email,
            photoURL,
            emailVerified: false,
            ...(refCode ? { refCode } : {}),
          },
          idToken,
        );
        if (saved.insertedId && refCode) clearInviteRef();
      } catch (error) {
        console.error('Could not save the user record; it is completed at the first login', error);
      }
      resetForm();

      let verificationSent = true;
      try {
        await verifyEmail();
      } catch (error) {
        verificationSent = false;
        console.error('Could not send the verification email; login offers to resend it', error);
      }

      const Swal = await loadSwal();
      const confirmation = Swal.fire({
        icon: 'success',
        title: DialogMessages.accountCreatedTitle,
        html: accountCreatedHtml(email, verificationSent),
        confirmButtonText: DialogMessages.goToLogin,
        confirmButtonColor,
        allowOutsideClick: false,
      });
      await logout().catch((error: unknown) =>
        console.error('Sign-out after sign-up failed', error),
      );
      await confirmation;
      const state: LoginRedirectState | undefined = next ? { from: { pathname: next } } : undefined;
      navigate(paths.login.getHref(), { replace: true, state });
      return true;
    },
    [
      createUser,
      getIdToken,
      discardNewAccount,
      api,
      updateUserProfile,
      verifyEmail,
      logout,
      navigate,
      next,
    ],
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function accountCreatedHtml(email: string, verificationSent: boolean): string {
  return [
    `<p>${AuthMessages.accountReady(`<strong>${escapeHtml(email)}</strong>`)}</p>`,
    `<p>${verificationSent ? AuthMessages.verificationSent : AuthMessages.verificationNotSent}</p>`,
    `<p>${AuthMessages.loginBlockedUntilVerified}</p>`,
  ].join('');
}
