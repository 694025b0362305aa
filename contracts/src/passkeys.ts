import type { UserRole } from './types';

/**
 * Passkeys (WebAuthn) and the admin step-up (issue 40): after the Firebase sign-in an admin's API
 * session has member rights only until it completes a passkey assertion.
 */

/** The machine codes of the step-up refusals, beside the message in every 403 body. */
export const STEP_UP_CODES = {
  /** An admin route called by an admin whose session has not completed a step-up (or it expired). */
  required: 'STEP_UP_REQUIRED',
  /** A sensitive action whose step-up is older than STEP_UP_FRESH_SECONDS. */
  freshRequired: 'FRESH_STEP_UP_REQUIRED',
} as const;
export type StepUpCode = (typeof STEP_UP_CODES)[keyof typeof STEP_UP_CODES];

/** The 403 body of a step-up refusal: the API's error shape plus the code. */
export interface StepUpRefusal {
  statusCode: 403;
  message: string;
  error: string;
  code: StepUpCode;
  /** Whether the account has a passkey to step up with (else it must register one first). */
  hasPasskey: boolean;
}

export const PASSKEY_NAME_MAX_LENGTH = 60;

/** A recovery code: 4 groups of 5 characters from an alphabet without look-alikes. */
export const RECOVERY_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/;

/** One of the caller's passkeys (GET /auth/passkeys). */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

/** GET /auth/passkeys/status: what the shell needs to walk an admin through the step-up. */
export interface StepUpStatus {
  /** The role stored in the database. */
  role: UserRole;
  hasPasskey: boolean;
  /** When this session's step-up happened (ISO), absent when it has none. */
  steppedUpAt?: string;
  /** When it stops granting admin rights (ISO). */
  expiresAt?: string;
  /** True when the session has admin rights now. */
  adminRights: boolean;
}

/** POST /auth/passkeys/registration/verify: the recovery code is shown once, with the first passkey. */
export interface PasskeyRegistered {
  passkey: PasskeySummary;
  recoveryCode?: string;
  /** A new API token whose session has completed a step-up (an admin's first passkey). */
  token?: string;
}

/** POST /auth/passkeys/step-up/verify and /auth/passkeys/recovery: the stepped-up session. */
export interface StepUpCompleted {
  token: string;
  steppedUpAt: string;
  expiresAt: string;
}

export const PasskeyMessages = {
  stepUpRequired:
    'Confirm it is you with your passkey to use admin features: until then this session has member rights only.',
  passkeyRequired:
    'Register a passkey to use admin features: until then this account has member rights only.',
  freshStepUpRequired:
    'This action needs a fresh passkey confirmation: confirm it is you with your passkey, then try again.',
  challengeMissing: 'This passkey request has expired or was already used: start again.',
  verificationFailed: 'The passkey could not be verified.',
  unknownCredential: 'This passkey is not registered to your account.',
  passkeyNotFound: 'Passkey not found',
  recoveryCodeInvalid: 'This recovery code is not valid, or it was already used.',
  passkeysReset:
    "The admin's passkeys were removed: they register a new one at their next sign-in.",
  notAnAdmin: 'Only an admin has passkeys to reset this way',
  cannotResetOwn: 'You cannot reset your own passkeys: remove them from your Profile',
  resetAction: 'Reset passkeys',
  resetConfirm: (email: string) =>
    `Remove every passkey of ${email}? They will register a new one at their next sign-in.`,
  resetTitle: 'Reset passkeys?',
  resetConfirmButton: 'Yes, reset passkeys',
  resetDoneTitle: 'Passkeys reset',
  resetFailedTitle: 'Failed to reset passkeys',
  // What the dashboard says.
  sectionTitle: 'Passkeys',
  sectionIntro:
    'A passkey signs you in with your device (fingerprint, face or PIN). Admins need one to use admin features.',
  addPasskey: 'Add a passkey',
  removePasskey: 'Remove',
  noPasskeys: 'No passkeys yet.',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyFailed: 'The passkey could not be saved. Try again.',
  stepUpTitle: 'Confirm it is you',
  stepUpAction: 'Confirm with passkey',
  stepUpWaiting: 'Confirming it is you with your passkey…',
  stepUpFailed: 'The passkey was not accepted. Try again, or use your recovery code.',
  registerTitle: 'Register a passkey',
  registerIntro:
    'Your account is an admin. Register a passkey to use admin features: until then you have member rights only.',
  registerAction: 'Register a passkey',
  useRecoveryCode: 'Use a recovery code',
  recoveryCodeLabel: 'Recovery code',
  recoveryAction: 'Recover access',
  recoveryCodeTitle: 'Your recovery code',
  recoveryCodeIntro:
    'Keep this code somewhere safe. It is shown only once, and lets you in once if you lose your passkey.',
  recoveryCodeDone: 'I have saved it',
  recoveredIntro:
    'You are in with your recovery code, which now no longer works. Register a new passkey for your next sign-in.',
  notNow: 'Not now',
} as const;
