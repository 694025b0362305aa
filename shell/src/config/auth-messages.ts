import { getApiErrorMessage, ValidationMessages } from '@threadline/contracts';

/**
 * What a person sees when signing in, signing up or resetting a password fails: the auth
 * provider's error codes mapped to the product's words (its own texts never reach the page).
 */
export const AuthMessages = {
  signInFailed: 'Sign-in did not work. Please try again.',
  signUpFailed: 'The account could not be created. Please try again.',
  resetFailed: 'The reset link could not be sent. Please try again.',
  verificationResendFailed: 'The verification email could not be sent. Please try again.',
  verificationResent: (email: string | null) =>
    `A new verification link was sent to ${email ?? 'your inbox'}.`,
  emailNotVerifiedTitle: 'Email Not Verified',
  resendVerification: 'Resend verification email',
  close: 'Close',
  resetSentTitle: 'Check your inbox',
  resetSent: (email: string) =>
    `If an account exists for ${email}, a password reset link is on its way.`,
  resetFailedTitle: 'Reset Failed',
  /** `email` arrives formatted (escaped, emphasised) by the dialog that shows it. */
  accountReady: (email: string) => `Your account for ${email} is ready.`,
  verificationSent: 'We sent a verification link to that address.',
  verificationNotSent:
    'We could not send the verification link just now: log in to have a new one sent.',
  loginBlockedUntilVerified: 'You can log in once your email address is verified.',
  byCode: {
    'auth/invalid-credential': 'Incorrect email or password',
    'auth/invalid-login-credentials': 'Incorrect email or password',
    'auth/wrong-password': 'Incorrect email or password',
    'auth/user-not-found': 'Incorrect email or password',
    'auth/invalid-email': ValidationMessages.invalidEmail,
    'auth/missing-password': ValidationMessages.passwordRequired,
    'auth/weak-password': ValidationMessages.passwordTooShort,
    'auth/email-already-in-use': 'An account with this email already exists',
    'auth/user-disabled': 'This account has been disabled',
    'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
    'auth/network-request-failed':
      'The sign-in service could not be reached. Check your connection and try again.',
    'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in',
    'auth/cancelled-popup-request': 'The Google sign-in window was closed before signing in',
    'auth/popup-blocked':
      'The browser blocked the Google sign-in window. Allow pop-ups and try again.',
  } as Readonly<Record<string, string>>,
} as const;

/**
 * What to tell a person about a failed sign-in, sign-up or reset: the API's message, else the
 * product's words for a known auth-provider code (`auth/…`), else `fallback`. The provider's own
 * text ("Firebase: Error (…)") is never shown.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  const fromApi = getApiErrorMessage(error, '');
  if (fromApi) return fromApi;
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && Object.hasOwn(AuthMessages.byCode, code)) {
    return AuthMessages.byCode[code];
  }
  return fallback;
}
