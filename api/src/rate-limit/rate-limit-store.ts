import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import { AppConfig } from '../config/app.config';

/** The longest a rate-limit count may wait for Redis before this process counts it itself. */
export const REDIS_TIMEOUT_MS = 500;
/** After Redis failed to answer, how long requests count in-process before Redis is tried again. */
const RETRY_REDIS_AFTER_MS = 5000;

type IncrementArgs = Parameters<ThrottlerStorage['increment']>;

/**
 * Where the rate limits count: Redis when REDIS_URL is set (one budget for every replica),
 * otherwise this process's memory. Redis that does not answer within REDIS_TIMEOUT_MS (down,
 * hung, failing over) fails open to an in-process count with the same limits, for every
 * limited route alike, with a logged warning; Redis is tried again RETRY_REDIS_AFTER_MS later,
 * so the shared count comes back by itself. docs/security.md says why this and not a 503.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger(RateLimitStore.name);
  private readonly memory = new ThrottlerStorageService();
  private readonly redis?: Redis;
  private readonly shared?: ThrottlerStorageRedisService;
  private inProcessUntil = 0;

  constructor(config: AppConfig) {
    const { redisUrl } = config.throttle;
    if (!redisUrl) return;
    this.redis = new Redis(redisUrl, {
      commandTimeout: REDIS_TIMEOUT_MS,
      connectTimeout: REDIS_TIMEOUT_MS * 4,
      // One retry, then a command fails instead of queueing while Redis is away.
      maxRetriesPerRequest: 1,
      // The counts of the requests that arrive together go to Redis in one write (each is still
      // its own command, answered on its own): a socket write per request was a fifth of a
      // rate-limited request's CPU time.
      enableAutoPipelining: true,
    });
    // Every failure is handled where a command fails; the connection's own events stay quiet.
    this.redis.on('error', () => undefined);
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  /** 'off' without REDIS_URL; else whether Redis answers a PING in time. */
  async redisStatus(): Promise<'up' | 'down' | 'off'> {
    if (!this.redis) return 'off';
    try {
      await withTimeout(this.redis.ping(), REDIS_TIMEOUT_MS, 'Redis');
      return 'up';
    } catch {
      return 'down';
    }
  }

  async increment(...args: IncrementArgs) {
    if (!this.shared || Date.now() < this.inProcessUntil) return this.memory.increment(...args);
    try {
      return await withTimeout(this.shared.increment(...args), REDIS_TIMEOUT_MS, 'Redis');
    } catch (error) {
      this.inProcessUntil = Date.now() + RETRY_REDIS_AFTER_MS;
      this.logger.warn(
        `The rate limits count in this process for ${RETRY_REDIS_AFTER_MS / 1000} s: ${String(error)}`,
      );
      return this.memory.increment(...args);
    }
  }

  onModuleDestroy(): void {
    this.memory.onApplicationShutdown();
    this.redis?.disconnect(false);
  }
}
