import { ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ApiMessages,
  PasskeyMessages,
  STEP_UP_CODES,
  type StepUpRefusal,
} from '@threadline/contracts';
import type { AuthPrincipal } from './auth-principal';

/** Whether a request to a @FreshStepUp() route is the sensitive kind (all of them by default). */
export type SensitiveWhen = (body: unknown) => boolean;

export const FreshStepUpRequired = Reflector.createDecorator<SensitiveWhen>();

/**
 * A sensitive admin action (a role change, a delete, an export, promoting or stopping a canary):
 * an admin's step-up must be younger than STEP_UP_FRESH_SECONDS, whatever the session's age.
 * `when` narrows it to some bodies (a bulk delete, not a bulk mark-as-read).
 */
export const FreshStepUp = (when: SensitiveWhen = () => true) => FreshStepUpRequired(when);

/** The 403 of an admin session without (or with a stale) step-up: a message and a machine code. */
export class StepUpRefused extends ForbiddenException {
  constructor(kind: 'required' | 'freshRequired', hasPasskey: boolean) {
    const message =
      kind === 'freshRequired'
        ? PasskeyMessages.freshStepUpRequired
        : hasPasskey
          ? PasskeyMessages.stepUpRequired
          : PasskeyMessages.passkeyRequired;
    const body: StepUpRefusal = {
      statusCode: 403,
      message,
      error: 'Forbidden',
      code: STEP_UP_CODES[kind],
      hasPasskey,
    };
    super(body);
  }
}

/**
 * The 403 of an admin-only answer: a step-up refusal for an admin whose session has not stepped
 * up (so the shell can ask for it), "Admins only" for everyone else.
 */
export function adminOnlyRefusal(caller: AuthPrincipal | undefined): ForbiddenException {
  const awaiting = caller?.session?.awaitingStepUp;
  return awaiting
    ? new StepUpRefused('required', awaiting.hasPasskey)
    : new ForbiddenException(ApiMessages.adminOnly);
}
