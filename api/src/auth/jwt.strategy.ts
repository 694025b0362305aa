import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ApiMessages } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { type UserRecordData, UsersService } from '../users/users.service';
import { PasskeyStore } from '../passkeys/passkey-store';
import { StepUpTokens } from '../passkeys/step-up-tokens';
import type { ApiTokenPayload, AuthPrincipal } from '../access/auth-principal';
import { API_TOKEN_ISSUER } from '../access/api-token-jwt.module';

export { API_TOKEN_ISSUER } from '../access/api-token-jwt.module';
const OBJECT_ID = /^[a-f0-9]{24}$/;

/**
 * Logout, a role change, a delete or a disabled account bump the record's sessionVersion past
 * the token's; a revoke of the Firebase refresh tokens moves tokensValidAfter past its iat.
 */
function isCurrentSession(payload: ApiTokenPayload, user: UserRecordData): boolean {
  if ((payload.sv ?? 0) < (user.sessionVersion ?? 0)) return false;
  if (!user.tokensValidAfter) return true;
  return typeof payload.iat === 'number' && payload.iat * 1000 >= user.tokensValidAfter.getTime();
}

/** The API's session token: HS256 only, so `alg: none` and other algorithms never pass. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: UsersService,
    private readonly stepUps: StepUpTokens,
    private readonly passkeys: PasskeyStore,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      issuer: API_TOKEN_ISSUER,
      ignoreExpiration: false,
    });
  }

  // The record is read on every request: a deleted user's token stops working at once, and
  // the role is always the database's, never a claim frozen into the token.
  async validate(payload: ApiTokenPayload): Promise<AuthPrincipal> {
    if (typeof payload.sub !== 'string') throw new UnauthorizedException(ApiMessages.unauthorized);
    const user =
      typeof payload.rid === 'string' && OBJECT_ID.test(payload.rid)
        ? await this.users.findById(payload.rid)
        : await this.users.findByUid(payload.sub);
    if (!user || user.uid !== payload.sub || !isCurrentSession(payload, user))
      throw new UnauthorizedException(ApiMessages.unauthorized);
    // An admin acts as a member until the session completes a passkey step-up (issue 40).
    const steppedUpAt = this.stepUps.counts(payload.su) ? payload.su : undefined;
    const awaitingStepUp =
      user.role === 'admin' && steppedUpAt === undefined
        ? { hasPasskey: await this.passkeys.hasPasskey(user._id.toString()) }
        : undefined;
    return {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role === 'admin' && steppedUpAt === undefined ? 'user' : user.role,
      storedRole: user.role,
      session: { id: payload.sid, authTime: payload.at, steppedUpAt, awaitingStepUp },
      _id: user._id.toString(),
      via: 'api-token',
    };
  }
}
