import {
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { ApiMessages } from '@threadline/contracts';
import { withTimeout } from '../common/with-timeout';
import { AppConfig } from '../config/app.config';
import type { VerifiedIdentity } from '../access/verified-identity';

const FIREBASE_APP_NAME = 'threadline-api';
/**
 * The longest any call to Firebase Auth may take. A provider that does not answer (a network
 * partition, a paused emulator) then costs a sign-in a 503 within this, never a held request.
 */
export const AUTH_TIMEOUT_MS = 2000;
const FIREBASE_AUTH = 'Firebase Auth';
/** A uid no account has: asking for it tells whether the provider answers at all. */
const HEALTH_PROBE_UID = 'threadline-health-probe';

function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Firebase refused a validly signed ID token because its account is disabled or revoked. */
export class AccountSessionsEnded extends UnauthorizedException {
  constructor(readonly uid: string) {
    super(ApiMessages.idTokenInvalid);
  }
}

const SESSIONS_ENDED_CODES = new Set(['auth/user-disabled', 'auth/id-token-revoked']);

/** The uid an ID token names; read only after Firebase has checked its signature. */
function uidOfIdToken(idToken: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    return typeof claims?.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Firebase Auth through firebase-admin: the only source of identity the API accepts. */
@Injectable()
export class FirebaseAuthService {
  private readonly logger = new Logger(FirebaseAuthService.name);
  readonly auth: Auth;

  constructor(config: AppConfig) {
    const { firebaseAuthEmulatorHost, firebaseProjectId } = config.auth;
    // firebase-admin only learns about the emulator from this variable.
    if (firebaseAuthEmulatorHost)
      process.env.FIREBASE_AUTH_EMULATOR_HOST = firebaseAuthEmulatorHost;
    const app =
      getApps().find((candidate) => candidate.name === FIREBASE_APP_NAME) ??
      initializeApp({ projectId: firebaseProjectId }, FIREBASE_APP_NAME);
    this.auth = getAuth(app);
  }

  /** Verifies signature, expiry, audience and revocation; any doubt is a 401. */
  async verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    let decoded;
    try {
      decoded = await withTimeout(
        this.auth.verifyIdToken(idToken, true),
        AUTH_TIMEOUT_MS,
        FIREBASE_AUTH,
      );
    } catch (error) {
      const code = firebaseErrorCode(error);
      const uid = code && SESSIONS_ENDED_CODES.has(code) ? uidOfIdToken(idToken) : undefined;
      if (uid) throw new AccountSessionsEnded(uid);
      if (code?.startsWith('auth/')) throw new UnauthorizedException(ApiMessages.idTokenInvalid);
      this.logger.error(`Firebase Auth could not verify a token: ${String(error)}`);
      throw new ServiceUnavailableException(ApiMessages.authServiceUnavailable);
    }
    if (!decoded.email) throw new UnauthorizedException(ApiMessages.idTokenInvalid);
    return {
      uid: decoded.uid,
      email: decoded.email.toLowerCase(),
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' ? decoded.name : undefined,
      authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time : undefined,
    };
  }

  /**
   * Revokes the account's Firebase refresh tokens, so no device signed in before now can get a
   * new ID token. Best effort (answers whether it worked): the API itself already refuses the
   * sign-ins before now (signInsValidAfter), whether or not Firebase answered.
   */
  async revokeSignIns(uid: string): Promise<boolean> {
    try {
      await withTimeout(this.auth.revokeRefreshTokens(uid), AUTH_TIMEOUT_MS, FIREBASE_AUTH);
      return true;
    } catch (error) {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return true;
      this.logger.warn(`Firebase Auth could not revoke an account's sign-ins: ${String(error)}`);
      return false;
    }
  }

  /** One page of the accounts (the session sync), or a timeout. */
  listAccounts(pageSize: number, pageToken?: string) {
    return withTimeout(this.auth.listUsers(pageSize, pageToken), AUTH_TIMEOUT_MS, FIREBASE_AUTH);
  }

  /** Whether Firebase Auth answers in time (the health check): any answer about a uid counts. */
  async status(): Promise<'up' | 'down'> {
    try {
      await withTimeout(this.auth.getUser(HEALTH_PROBE_UID), AUTH_TIMEOUT_MS, FIREBASE_AUTH);
      return 'up';
    } catch (error) {
      return firebaseErrorCode(error) === 'auth/user-not-found' ? 'up' : 'down';
    }
  }

  /**
   * Disables or enables the Firebase account (a user moved to the trash, or restored): a disabled
   * account gets no ID token, so it cannot sign in. One that is gone counts as done.
   */
  async setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
    try {
      await withTimeout(this.auth.updateUser(uid, { disabled }), AUTH_TIMEOUT_MS, FIREBASE_AUTH);
    } catch (error) {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return;
      this.logger.error(`Firebase Auth could not change an account: ${String(error)}`);
      throw new ServiceUnavailableException(ApiMessages.authServiceUnavailable);
    }
  }

  /** Deletes the Firebase account; one that is already gone counts as deleted. */
  async deleteAccount(uid: string): Promise<void> {
    try {
      await withTimeout(this.auth.deleteUser(uid), AUTH_TIMEOUT_MS, FIREBASE_AUTH);
    } catch (error) {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return;
      this.logger.error(`Firebase Auth could not delete an account: ${String(error)}`);
      throw new ServiceUnavailableException(ApiMessages.authServiceUnavailable);
    }
  }
}
