import {
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { ApiMessages } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import type { VerifiedIdentity } from '../users/users.service';

const FIREBASE_APP_NAME = 'threadline-api';

function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
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
      decoded = await this.auth.verifyIdToken(idToken, true);
    } catch (error) {
      const code = firebaseErrorCode(error);
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
    };
  }

  /** Deletes the Firebase account; one that is already gone counts as deleted. */
  async deleteAccount(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return;
      this.logger.error(`Firebase Auth could not delete an account: ${String(error)}`);
      throw new ServiceUnavailableException(ApiMessages.authServiceUnavailable);
    }
  }
}
