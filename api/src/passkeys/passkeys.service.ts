import { randomInt } from 'node:crypto';
import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { mongo } from 'mongoose';
import {
  ApiMessages,
  PasskeyMessages,
  type PasskeyRegistered,
  type PasskeySummary,
  type StepUpCompleted,
  type StepUpStatus,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { StepUpRefused } from '../access/step-up';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { AppConfig } from '../config/app.config';
import { PasskeyStore, recoveryCodeHashOf, type StoredCredential } from './passkey-store';
import { StepUpTokens } from './step-up-tokens';
import {
  type ChallengeOwner,
  type ChallengePurpose,
  WebAuthnChallenges,
} from './webauthn-challenges';

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters of a 32-letter alphabet (100 bits), in 4 groups: RECOVERY_CODE_PATTERN. */
function newRecoveryCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}

const summaryOf = (credential: StoredCredential): PasskeySummary => ({
  id: credential.id,
  name: credential.name,
  createdAt: credential.createdAt.toISOString(),
  lastUsedAt: credential.lastUsedAt?.toISOString(),
});

/** The challenge an answer's clientDataJSON carries, without trusting anything else in it yet. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  const clientData = response?.response?.clientDataJSON;
  if (typeof clientData !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) and the step-up of an API session: registration,
 * assertion, listing and removal of the caller's own passkeys. Every registration, assertion and
 * refusal is audited with the client's address.
 */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly config: AppConfig,
    private readonly store: PasskeyStore,
    private readonly challenges: WebAuthnChallenges,
    private readonly tokens: StepUpTokens,
    private readonly audit: AuditService,
  ) {}

  async list(caller: AuthPrincipal): Promise<PasskeySummary[]> {
    return (await this.store.credentialsOf(userIdOf(caller))).map(summaryOf);
  }

  async status(caller: AuthPrincipal): Promise<StepUpStatus> {
    const steppedUpAt = caller.session?.steppedUpAt;
    return {
      role: caller.storedRole ?? 'user',
      hasPasskey: await this.store.hasPasskey(userIdOf(caller)),
      steppedUpAt: steppedUpAt ? new Date(steppedUpAt * 1000).toISOString() : undefined,
      expiresAt: steppedUpAt
        ? new Date((steppedUpAt + this.config.webauthn.stepUpSeconds) * 1000).toISOString()
        : undefined,
      adminRights: caller.role === 'admin',
    };
  }

  async registrationOptions(
    caller: AuthPrincipal,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const userId = userIdOf(caller);
    const credentials = await this.store.credentialsOf(userId);
    this.mayAddPasskey(caller, credentials);
    const { rpId, rpName, challengeSeconds } = this.config.webauthn;
    const options = await generateRegistrationOptions({
      rpName,
      rpID: rpId,
      userName: caller.email,
      userID: Buffer.from(userId, 'hex'),
      attestationType: 'none',
      excludeCredentials: credentials.map(({ id, transports }) => ({ id, transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: challengeSeconds * 1000,
    });
    await this.challenges.remember(
      options.challenge,
      ownerOf(caller),
      'registration',
      challengeSeconds,
    );
    return options;
  }

  async verifyRegistration(
    caller: AuthPrincipal,
    origin: AuditOrigin,
    response: RegistrationResponseJSON,
    name?: string,
  ): Promise<PasskeyRegistered> {
    const userId = userIdOf(caller);
    const credentials = await this.store.credentialsOf(userId);
    this.mayAddPasskey(caller, credentials);
    const challenge = await this.takeChallenge(caller, origin, response, 'registration');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webauthn.origins,
        expectedRPID: this.config.webauthn.rpId,
        requireUserVerification: false,
      });
    } catch (error) {
      return this.refuse(origin, 'registration', (error as Error).message);
    }
    if (!verification.verified) return this.refuse(origin, 'registration', 'not verified');
    const { credential } = verification.registrationInfo;
    const stored: StoredCredential = {
      id: credential.id,
      publicKey: new mongo.Binary(Buffer.from(credential.publicKey)),
      counter: credential.counter,
      transports: credential.transports,
      name: name?.trim() || `Passkey ${credentials.length + 1}`,
      createdAt: new Date(),
    };
    await this.audit.record(origin, {
      action: 'passkey.registered',
      target: { type: 'passkey', id: credential.id, label: `${caller.email}: ${stored.name}` },
    });
    await this.store.addCredential(userId, stored);
    const result: PasskeyRegistered = { passkey: summaryOf(stored) };
    if (!(await this.store.hasRecoveryCode(userId))) {
      result.recoveryCode = newRecoveryCode();
      await this.store.setRecoveryCodeHash(userId, recoveryCodeHashOf(result.recoveryCode));
    }
    // The first passkey of an admin signed in with Firebase is trusted on first use: the session
    // that registered it has just proven it holds it.
    if (credentials.length === 0 && caller.storedRole === 'admin')
      result.token = (await this.tokens.issue(caller)).token;
    return result;
  }

  async stepUpOptions(caller: AuthPrincipal): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const credentials = await this.store.credentialsOf(userIdOf(caller));
    if (credentials.length === 0) throw new StepUpRefused('required', false);
    const { rpId, challengeSeconds } = this.config.webauthn;
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      allowCredentials: credentials.map(({ id, transports }) => ({
        id,
        transports: transports as never,
      })),
      userVerification: 'preferred',
      timeout: challengeSeconds * 1000,
    });
    await this.challenges.remember(
      options.challenge,
      ownerOf(caller),
      'authentication',
      challengeSeconds,
    );
    return options;
  }

  async verifyStepUp(
    caller: AuthPrincipal,
    origin: AuditOrigin,
    response: AuthenticationResponseJSON,
  ): Promise<StepUpCompleted> {
    const userId = userIdOf(caller);
    const challenge = await this.takeChallenge(caller, origin, response, 'authentication');
    // Only the caller's own passkeys: another account's credential is unknown here.
    const credential = (await this.store.credentialsOf(userId)).find(
      (one) => one.id === response?.id,
    );
    if (!credential)
      return this.refuse(origin, 'authentication', PasskeyMessages.unknownCredential);
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webauthn.origins,
        expectedRPID: this.config.webauthn.rpId,
        credential: {
          id: credential.id,
          publicKey: new Uint8Array(credential.publicKey.buffer),
          counter: credential.counter,
          transports: credential.transports as never,
        },
        requireUserVerification: false,
      });
    } catch (error) {
      return this.refuse(origin, 'authentication', (error as Error).message);
    }
    if (!verification.verified) return this.refuse(origin, 'authentication', 'not verified');
    await this.audit.record(origin, {
      action: 'passkey.step_up',
      target: { type: 'passkey', id: credential.id, label: `${caller.email}: ${credential.name}` },
    });
    await this.store.recordUse(userId, credential.id, verification.authenticationInfo.newCounter);
    return this.tokens.issue(caller);
  }

  async remove(caller: AuthPrincipal, origin: AuditOrigin, credentialId: string): Promise<void> {
    // Else a stolen password could remove an admin's passkeys, then register the thief's as "first".
    this.mayChangePasskeys(caller, true);
    const userId = userIdOf(caller);
    const credential = (await this.store.credentialsOf(userId)).find(
      (one) => one.id === credentialId,
    );
    if (!credential) throw new NotFoundException(PasskeyMessages.passkeyNotFound);
    await this.audit.record(origin, {
      action: 'passkey.removed',
      target: { type: 'passkey', id: credential.id, label: `${caller.email}: ${credential.name}` },
    });
    await this.store.removeCredential(userId, credentialId);
  }

  /**
   * An admin's first passkey needs only the Firebase sign-in; another one needs a step-up, so a
   * stolen password cannot add the thief's passkey to an admin account that has one. A member's
   * passkeys grant nothing, and members are never asked for a step-up.
   */
  private mayAddPasskey(caller: AuthPrincipal, credentials: StoredCredential[]): void {
    this.mayChangePasskeys(caller, credentials.length > 0);
  }

  private mayChangePasskeys(caller: AuthPrincipal, hasPasskey: boolean): void {
    if (
      caller.storedRole === 'admin' &&
      hasPasskey &&
      !this.tokens.counts(caller.session?.steppedUpAt)
    )
      throw new StepUpRefused('required', true);
  }

  private async takeChallenge(
    caller: AuthPrincipal,
    origin: AuditOrigin,
    response: { response?: { clientDataJSON?: unknown } },
    purpose: ChallengePurpose,
  ): Promise<string> {
    const challenge = challengeOf(response);
    if (challenge && (await this.challenges.take(challenge, ownerOf(caller), purpose)))
      return challenge;
    return this.refuse(origin, purpose, PasskeyMessages.challengeMissing);
  }

  /** Audits the refusal, then answers 400 (a 403 would read as "no admin rights"). */
  private async refuse(
    origin: AuditOrigin,
    purpose: ChallengePurpose,
    reason: string,
  ): Promise<never> {
    await this.audit.record(origin, {
      action: 'passkey.step_up_refused',
      target: { type: 'passkey', label: origin.actor.email },
      changes: [
        { field: 'step', to: purpose },
        { field: 'reason', to: reason },
      ],
    });
    throw new BadRequestException(
      reason === PasskeyMessages.challengeMissing || reason === PasskeyMessages.unknownCredential
        ? reason
        : PasskeyMessages.verificationFailed,
    );
  }
}

export function userIdOf(caller: AuthPrincipal): string {
  if (!caller._id) throw new UnauthorizedException(ApiMessages.unauthorized);
  return caller._id;
}

export function ownerOf(caller: AuthPrincipal): ChallengeOwner {
  // A Firebase ID token is no API session: it never gets a challenge.
  if (!caller.session?.id) throw new ForbiddenException(ApiMessages.unauthorized);
  return { userId: userIdOf(caller), sessionId: caller.session.id };
}
