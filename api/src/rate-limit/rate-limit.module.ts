import { Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { ApiMessages } from '@threadline/contracts';
import { AppConfig, RATE_LIMITED_ROUTES } from '../config/app.config';
import { ClientThrottlerGuard } from './client-throttler.guard';
import { RateLimit } from './rate-limit.decorator';

/**
 * Per-client (per IP; X-Forwarded-For as far as TRUST_PROXY's hops) budgets for the routes marked
 * @RateLimit(). Imported before AuthModule so a flood is refused before any token is verified.
 * With REDIS_URL every replica counts in the same Redis, so N replicas do not give N budgets;
 * without it each process counts in memory.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, Reflector],
      useFactory: (config: AppConfig, reflector: Reflector) => ({
        errorMessage: ApiMessages.tooManyRequests,
        setHeaders: false,
        ...(config.throttle.redisUrl && {
          // One retry, then the request fails (a 5xx: an outage) instead of queueing for minutes.
          storage: new ThrottlerStorageRedisService(config.throttle.redisUrl, {
            maxRetriesPerRequest: 1,
          }),
        }),
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
