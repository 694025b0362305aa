import { Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig, RATE_LIMITED_ROUTES } from '../config/app.config';
import { ClientThrottlerGuard } from './client-throttler.guard';
import { RateLimitStore } from './rate-limit-store';
import { RateLimitStoreModule } from './rate-limit-store.module';
import { budgetOptions } from './route-rate-limit';
import { RateLimitBudget } from './rate-limit.decorator';

/**
 * Per-client (per IP; X-Forwarded-For as far as TRUST_PROXY's hops) budgets for the routes marked
 * @RateLimit(). Imported before AuthModule so a flood is refused before any token is verified.
 * With REDIS_URL every replica counts in the same Redis, so N replicas do not give N budgets;
 * without it, or while Redis does not answer, each process counts in memory (RateLimitStore).
 */
@Module({
  imports: [
    RateLimitStoreModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [AppConfig, Reflector, RateLimitStore],
      useFactory: (config: AppConfig, reflector: Reflector, storage: RateLimitStore) => ({
        setHeaders: false,
        storage,
        throttlers: RATE_LIMITED_ROUTES.map((route) => ({
          ...budgetOptions(config, route),
          skipIf: (context) =>
            reflector.getAllAndOverride(RateLimitBudget, [
              context.getHandler(),
              context.getClass(),
            ]) !== route,
        })),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ClientThrottlerGuard }],
})
export class RateLimitModule {}
