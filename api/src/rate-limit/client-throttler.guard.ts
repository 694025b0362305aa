import { type ExecutionContext, Injectable } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { Reflector } from '@nestjs/core';
import type { HttpResponse as Response } from '../common/http';
import { perRoute } from '../access/per-route';
import { RateLimitBudget } from './rate-limit.decorator';

/**
 * @nestjs/throttler's guard, answering with the standard Retry-After header (seconds) instead
 * of one suffixed with the throttler's name. A route without @RateLimit() (most of them, the
 * public catalogue among them) is let through at once: the throttler's own loop would read each
 * budget's metadata on every request only for each budget's skipIf to skip it.
 */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  private readonly isLimited;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storage, reflector);
    this.isLimited = perRoute(
      (targets) => reflector.getAllAndOverride(RateLimitBudget, targets) !== undefined,
    );
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    return this.isLimited(context) ? super.canActivate(context) : true;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    context
      .switchToHttp()
      .getResponse<Response>()
      .header('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    await super.throwThrottlingException(context, detail);
  }
}
