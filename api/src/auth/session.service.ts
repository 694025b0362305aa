import { randomBytes } from 'node:crypto';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiMessages } from '@threadline/contracts';
import { signInEnded, UsersService, type VerifiedIdentity } from '../users/users.service';
import type { ApiTokenPayload, AuthPrincipal } from '../access/auth-principal';
import { AccountSessionsEnded, FirebaseAuthService } from '../firebase/firebase-auth.service';
import { GuestRequestsLinker } from '../quote-threads/guest-requests-linker';
import { StepUpTokens } from '../passkeys/step-up-tokens';

/** Exchanges Firebase ID tokens for the API's own session token, and reads raw ID tokens. */
@Injectable()
export class SessionService {
  constructor(
    private readonly firebase: FirebaseAuthService,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly guestRequests: GuestRequestsLinker,
    private readonly stepUps: StepUpTokens,
  ) {}

  async exchange(idToken: unknown): Promise<{ token: string }> {
    if (typeof idToken !== 'string' || idToken.trim() === '') {
      throw new UnauthorizedException(ApiMessages.idTokenRequired);
    }
    const identity = await this.verifyIdToken(idToken.trim());
    if (!identity.emailVerified) throw new ForbiddenException(ApiMessages.emailNotVerified);
    const record = await this.users.recordSessionExchange(identity);
    if (signInEnded(identity, record)) throw new UnauthorizedException(ApiMessages.signInEnded);
    await this.guestRequests.linkVerifiedAccount(identity);
    const rid = record.id.toHexString();
    const payload: ApiTokenPayload = {
      sub: identity.uid,
      email: identity.email,
      rid,
      sv: record.sessionVersion,
      sid: randomBytes(16).toString('base64url'),
      at: identity.authTime,
      // A reload of the shell re-exchanges the same sign-in's ID token: its step-up carries over.
      su: await this.stepUps.carriedOver(rid, identity.authTime),
    };
    return { token: await this.jwt.signAsync(payload) };
  }

  /**
   * POST /logout: every API token of this record stops working, this one included, and no ID
   * token from a sign-in before now mints a new one; Firebase revokes the refresh tokens too.
   */
  async logout(caller: AuthPrincipal): Promise<void> {
    if (caller._id) await this.users.endSessions(caller._id);
    else await this.users.endSessionsOfUid(caller.uid);
    await this.firebase.revokeSignIns(caller.uid);
  }

  /**
   * An ID token refused because its account is disabled or its sessions were revoked ends the
   * API tokens of that account too, so the API does not wait for the session sync.
   */
  private async verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    try {
      return await this.firebase.verifyIdToken(idToken);
    } catch (error) {
      if (error instanceof AccountSessionsEnded) await this.users.endSessionsOfUid(error.uid);
      throw error;
    }
  }

  /** The principal of a route marked @AcceptFirebaseIdToken whose bearer is a Firebase ID token. */
  async principalFromIdToken(idToken: string): Promise<AuthPrincipal> {
    const identity = await this.verifyIdToken(idToken);
    const record = await this.users.findByUid(identity.uid);
    if (signInEnded(identity, record)) throw new UnauthorizedException(ApiMessages.signInEnded);
    return {
      uid: identity.uid,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name,
      // A bare ID token is no API session and never steps up: an admin acts as a member with it.
      role: record?.role === 'admin' ? 'user' : record?.role,
      storedRole: record?.role,
      session: { authTime: identity.authTime },
      _id: record?._id.toString(),
      via: 'firebase-id-token',
    };
  }
}
