import {
  USER_ROLES,
  type PasskeyRegistered,
  type PasskeySummary,
  type StepUpCompleted,
  type StepUpStatus,
} from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  flag,
  objectSchema,
  oneOfValues,
  optional,
  text,
  whole,
} from '../openapi/api-schema';

export const PASSKEY_SCHEMA = objectSchema<PasskeySummary>({
  id: text,
  name: text,
  createdAt: dateTime,
  lastUsedAt: optional(dateTime),
});

export const PASSKEY_LIST_SCHEMA = arrayOf(PASSKEY_SCHEMA);

export const STEP_UP_STATUS_SCHEMA = objectSchema<StepUpStatus>({
  role: oneOfValues(USER_ROLES),
  hasPasskey: flag,
  steppedUpAt: optional(dateTime),
  expiresAt: optional(dateTime),
  adminRights: flag,
});

/** The WebAuthn options JSON, as @simplewebauthn/browser's startRegistration/startAuthentication take it. */
export const PASSKEY_OPTIONS_SCHEMA = {
  type: 'object' as const,
  required: ['challenge'],
  properties: { challenge: text },
  additionalProperties: true,
};

export const PASSKEY_REGISTERED_SCHEMA = objectSchema<PasskeyRegistered>({
  passkey: PASSKEY_SCHEMA,
  recoveryCode: optional(text),
  token: optional(text),
});

export const STEP_UP_COMPLETED_SCHEMA = objectSchema<StepUpCompleted>({
  token: text,
  steppedUpAt: dateTime,
  expiresAt: dateTime,
});

export const PASSKEYS_RESET_SCHEMA = objectSchema<{ removedCount: number }>({
  removedCount: whole,
});
