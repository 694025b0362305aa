import { Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ApiMessages } from '@threadline/contracts';
import { AppConfig, RATE_LIMITED_ROUTES } from '../config/app.config';
import { ClientThrottlerGuard } from './client-throttler.guard';
import { RateLimit } from './rate-limit.decorator';

/**
 * Per-client (per IP; X-Forwarded-For only from a loopback proxy) budgets for the routes marked
 * @RateLimit(). Imported before AuthModule so a flood is refused before any token is verified.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, Reflector],
      useFactory: (config: AppConfig, reflector: Reflector) => ({
        errorMessage: ApiMessages.tooManyRequests,
        setHeaders: false,
        throttlers: RATE_LIMITED_ROUTES.map((route) => ({
          name: route,
          ttl: config.throttle.windowSeconds * 1000,
          limit: config.throttle.limits[route],
          skipIf: (context) =>
            reflector.getAllAndOverride(RateLimit, [context.getHandler(), context.getClass()]) !==
            route,
        })),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ClientThrottlerGuard }],
})
export class RateLimitModule {}
