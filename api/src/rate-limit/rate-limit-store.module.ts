import { Module } from '@nestjs/common';
import { RateLimitStore } from './rate-limit-store';
import { RouteRateLimit } from './route-rate-limit';

/**
 * The one rate-limit store: the throttler counts in it, so does a route Fastify serves itself
 * (RouteRateLimit), and the health check asks after it.
 */
@Module({ providers: [RateLimitStore, RouteRateLimit], exports: [RateLimitStore, RouteRateLimit] })
export class RateLimitStoreModule {}
