import { EMAIL_PATTERN } from '@threadline/contracts';
import { confirmButtonColor, loadSwal } from '../../../lib/dialogs';

export interface EmulatedGoogleAccount {
  email: string;
  name: string;
}

export const EMULATED_GOOGLE_TITLE = 'Sign in with Google';
export const EMULATED_GOOGLE_EMAIL_LABEL = 'Google account email';
export const EMULATED_GOOGLE_NAME_LABEL = 'Display name';
export const EMULATED_GOOGLE_CONFIRM = 'Continue with Google';

function labelledInput(
  id: string,
  label: string,
  type: string,
): [HTMLLabelElement, HTMLInputElement] {
  const labelElement = document.createElement('label');
  labelElement.htmlFor = id;
  labelElement.textContent = label;
  labelElement.style.display = 'block';
  labelElement.style.textAlign = 'left';
  labelElement.style.marginTop = '0.75rem';
  const input = document.createElement('input');
  input.id = id;
  input.type = type;
  input.className = 'swal2-input';
  input.style.margin = '0.35rem 0 0';
  input.style.width = '100%';
  return [labelElement, input];
}

/**
 * Against the Auth emulator, Google's popup needs scripts from Google's servers, which a local
 * stack does not reach. This dialog stands in for Google's account chooser instead: the emulator
 * accepts the chosen identity as a google.com sign-in. Resolves null when the visitor cancels.
 */
export async function chooseEmulatedGoogleAccount(): Promise<EmulatedGoogleAccount | null> {
  const form = document.createElement('div');
  const note = document.createElement('p');
  note.textContent = 'Auth emulator: choose the test Google account to sign in with.';
  const [emailLabel, emailInput] = labelledInput(
    'emulated-google-email',
    EMULATED_GOOGLE_EMAIL_LABEL,
    'email',
  );
  const [nameLabel, nameInput] = labelledInput(
    'emulated-google-name',
    EMULATED_GOOGLE_NAME_LABEL,
    'text',
  );
  form.append(note, emailLabel, emailInput, nameLabel, nameInput);

  const Swal = await loadSwal();
  const result = await Swal.fire<EmulatedGoogleAccount>({
    title: EMULATED_GOOGLE_TITLE,
    html: form,
    showCancelButton: true,
    confirmButtonText: EMULATED_GOOGLE_CONFIRM,
    confirmButtonColor,
    focusConfirm: false,
    didOpen: () => emailInput.focus(),
    preConfirm: () => {
      const email = emailInput.value.trim();
      if (!EMAIL_PATTERN.test(email)) {
        Swal.showValidationMessage('Enter the email address of the Google account.');
        return false;
      }
      return { email, name: nameInput.value.trim() || email.split('@')[0] };
    },
  });
  return result.isConfirmed && result.value ? result.value : null;
}
