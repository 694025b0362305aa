import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiMessages, type StepUpCompleted } from '@threadline/contracts';
import type { ApiTokenPayload, AuthPrincipal } from '../access/auth-principal';
import { AppConfig } from '../config/app.config';
import { UsersService } from '../users/users.service';
import { PasskeyStore } from './passkey-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Mints the token of a session that has just stepped up: the same session (its id and Firebase
 * sign-in) with the step-up's time. The step-up is stored too, so that re-exchanging an ID token of
 * the same sign-in (a reload of the shell) keeps it until STEP_UP_SECONDS have passed.
 */
@Injectable()
export class StepUpTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly store: PasskeyStore,
  ) {}

  async issue(caller: AuthPrincipal): Promise<StepUpCompleted> {
    const record = caller._id ? await this.users.findById(caller._id) : null;
    if (!record || !caller.session?.id) throw new UnauthorizedException(ApiMessages.unauthorized);
    const at = nowSeconds();
    const { stepUpSeconds } = this.config.webauthn;
    if (caller.session.authTime !== undefined)
      await this.store.recordStepUp(caller._id!, caller.session.authTime, at, at - stepUpSeconds);
    const payload: ApiTokenPayload = {
      sub: record.uid,
      email: record.email,
      rid: record._id.toString(),
      sv: record.sessionVersion,
      sid: caller.session.id,
      at: caller.session.authTime,
      su: at,
    };
    return {
      token: await this.jwt.signAsync(payload),
      steppedUpAt: new Date(at * 1000).toISOString(),
      expiresAt: new Date((at + stepUpSeconds) * 1000).toISOString(),
    };
  }

  /** The step-up a new token of this Firebase sign-in carries over, if it still counts. */
  carriedOver(userId: string, authTime: number | undefined): Promise<number | undefined> {
    if (authTime === undefined) return Promise.resolve(undefined);
    return this.store.stepUpOf(userId, authTime, nowSeconds() - this.config.webauthn.stepUpSeconds);
  }

  /** Whether a token's step-up time still grants admin rights. */
  counts(steppedUpAt: number | undefined): steppedUpAt is number {
    return (
      typeof steppedUpAt === 'number' &&
      nowSeconds() - steppedUpAt < this.config.webauthn.stepUpSeconds &&
      steppedUpAt <= nowSeconds() + 5
    );
  }

  isFresh(steppedUpAt: number | undefined): boolean {
    return (
      typeof steppedUpAt === 'number' &&
      nowSeconds() - steppedUpAt < this.config.webauthn.stepUpFreshSeconds
    );
  }
}
