import { Module } from '@nestjs/common';
import { RateLimitStore } from './rate-limit-store';

/** The one rate-limit store: the throttler counts in it, the health check asks after it. */
@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
export class RateLimitStoreModule {}
