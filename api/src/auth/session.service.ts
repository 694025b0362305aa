import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiMessages } from '@threadline/contracts';
import { UsersService } from '../users/users.service';
import type { ApiTokenPayload, AuthPrincipal } from './auth-principal';
import { FirebaseAuthService } from './firebase-auth.service';

/** Exchanges Firebase ID tokens for the API's own session token, and reads raw ID tokens. */
@Injectable()
export class SessionService {
  constructor(
    private readonly firebase: FirebaseAuthService,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async exchange(idToken: unknown): Promise<{ token: string }> {
    if (typeof idToken !== 'string' || idToken.trim() === '') {
      throw new UnauthorizedException(ApiMessages.idTokenRequired);
    }
    const identity = await this.firebase.verifyIdToken(idToken.trim());
    if (!identity.emailVerified) throw new ForbiddenException(ApiMessages.emailNotVerified);
    const recordId = await this.users.recordSessionExchange(identity);
    const payload: ApiTokenPayload = {
      sub: identity.uid,
      email: identity.email,
      rid: recordId.toHexString(),
    };
    return { token: await this.jwt.signAsync(payload) };
  }

  /** The principal of a route marked @AcceptFirebaseIdToken whose bearer is a Firebase ID token. */
  async principalFromIdToken(idToken: string): Promise<AuthPrincipal> {
    const identity = await this.firebase.verifyIdToken(idToken);
    const record = await this.users.findByUid(identity.uid);
    return {
      uid: identity.uid,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name,
      role: record?.role,
      _id: record?._id.toString(),
      via: 'firebase-id-token',
    };
  }
}
