import { DialogMessages } from '@threadline/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { showErrorDialog, Swal, confirmButtonColor } from '../../../lib/dialogs';
import { saveUserRecord } from '../../auth/api/save-user-record';
import { uploadProfilePhoto } from '../../auth/api/upload-profile-photo';
import { clearInviteRef, readInviteRef } from '../utils/invite-ref';
import { useAuth } from './use-auth';

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  photo: File | null;
  photoURL: string;
}

/**
 * The sign-up flow of SPEC section 4: create the account, upload the photo (or use the typed URL),
 * set the profile, save the record, send the verification email, confirm and go to /login.
 * Returns true once the account exists and the form may be reset.
 */
export function useSignUp() {
  const { createUser, updateUserProfile, verifyEmail, logout, getIdToken } = useAuth();
  const api = useApiClient();
  const navigate = useNavigate();

  return useCallback(
    async (details: SignUpDetails, resetForm: () => void): Promise<boolean> => {
      const name = details.name.trim();
      const email = details.email.trim();
      try {
        const account = await createUser(email, details.password);
        const idToken = await getIdToken();
        if (!idToken) throw new Error('The new account has no ID token.');

        let photoURL = details.photoURL.trim() || null;
        if (details.photo) {
          try {
            photoURL = await uploadProfilePhoto(api, details.photo, idToken);
          } catch (error) {
            console.error('Profile photo upload failed', error);
            await showErrorDialog(
              DialogMessages.imageUploadFailedTitle,
              DialogMessages.imageUploadFailedText,
            );
            return false;
          }
        }

        // Only values that exist: the Auth emulator rejects a null photo URL.
        await updateUserProfile({ displayName: name, ...(photoURL ? { photoURL } : {}) });
        const refCode = readInviteRef();
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
        resetForm();
        await verifyEmail();

        const confirmation = Swal.fire({
          icon: 'success',
          title: DialogMessages.accountCreatedTitle,
          html: accountCreatedHtml(email),
          confirmButtonText: DialogMessages.goToLogin,
          confirmButtonColor,
          allowOutsideClick: false,
        });
        await logout().catch((error: unknown) =>
          console.error('Sign-out after sign-up failed', error),
        );
        await confirmation;
        navigate(paths.login.getHref(), { replace: true });
        return true;
      } catch (error) {
        console.error('Sign-up failed', error);
        await showErrorDialog(DialogMessages.signupFailed, getErrorMessage(error));
        return false;
      }
    },
    [createUser, getIdToken, api, updateUserProfile, verifyEmail, logout, navigate],
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function accountCreatedHtml(email: string): string {
  return [
    `<p>Your account for <strong>${escapeHtml(email)}</strong> is ready.</p>`,
    '<p>We sent a verification link to that address.</p>',
    '<p>You can log in once your email address is verified.</p>',
  ].join('');
}
