import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import { AppConfig } from '../config/app.config';
import { type SendHits, SyncedCounts, type ThrottlerStorageRecord } from './synced-counts';

/** The longest a rate-limit count may wait for Redis before this process counts it itself. */
export const REDIS_TIMEOUT_MS = 500;
/** After Redis failed to answer, how long requests count in-process before Redis is tried again. */
const RETRY_REDIS_AFTER_MS = 5000;

type IncrementArgs = Parameters<ThrottlerStorage['increment']>;

/**
 * Budgets decided in process and added to Redis every SYNC_INTERVAL_MS (SyncedCounts): the
 * browsers' telemetry beacons, one or more on every page load, whose budget is high and whose
 * overshoot (what other replicas let through in one interval) costs a few counts, not an account
 * or an email. Every other budget waits for Redis on each request and holds exactly.
 */
const SYNCED_BUDGETS: ReadonlySet<string> = new Set(['telemetry']);
const SYNC_INTERVAL_MS = 100;

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
  private readonly synced?: SyncedCounts;

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
    this.synced = new SyncedCounts((hits) => this.sendHits(hits), SYNC_INTERVAL_MS);
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

  /** Whether `budget` is counted in this process and decided at once (a synced budget, Redis on). */
  decidesAtOnce(budget: string): boolean {
    return !!this.synced && SYNCED_BUDGETS.has(budget);
  }

  /**
   * A hit on a budget that decidesAtOnce() accepts, counted and decided here without waiting, so
   * the telemetry route (RouteRateLimit) answers a beacon without a promise.
   */
  countAtOnce(key: string, ttlMs: number, limit: number, blockMs: number): ThrottlerStorageRecord {
    if (!this.synced) throw new Error('Without Redis no budget is synced');
    return this.synced.increment(key, ttlMs, limit, blockMs);
  }

  async increment(...args: IncrementArgs) {
    const [key, ttl, limit, blockDuration, budget] = args;
    if (this.decidesAtOnce(budget)) return this.countAtOnce(key, ttl, limit, blockDuration);
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

  /** Adds the synced budgets' hits to Redis in one pipeline: their totals and windows. */
  private sendHits: SendHits = async (hits) => {
    const redis = this.redis;
    if (!redis || Date.now() < this.inProcessUntil) throw new Error('Redis is not asked now');
    const pipeline = redis.pipeline();
    for (const { key, hits: count, ttlMs } of hits) {
      const shared = `throttle-synced:${key}`;
      pipeline.set(shared, 0, 'PX', ttlMs, 'NX').incrby(shared, count).pttl(shared);
    }
    try {
      const results = (await withTimeout(pipeline.exec(), REDIS_TIMEOUT_MS, 'Redis')) ?? [];
      const failed = results.find(([error]) => error);
      if (failed || results.length !== hits.length * 3)
        throw failed?.[0] ?? new Error('Redis answered part of the pipeline');
      return hits.map((_hit, index) => ({
        total: Number(results[index * 3 + 1][1]),
        ttlMs: Number(results[index * 3 + 2][1]),
      }));
    } catch (error) {
      this.inProcessUntil = Date.now() + RETRY_REDIS_AFTER_MS;
      this.logger.warn(
        `The rate limits count in this process for ${RETRY_REDIS_AFTER_MS / 1000} s: ${String(error)}`,
      );
      throw error;
    }
  };

  /** Sends the synced budgets' pending hits now (tests; a replica's stop). */
  syncNow(): Promise<void> {
    return this.synced?.sync() ?? Promise.resolve();
  }

  onModuleDestroy(): void {
    this.synced?.stop();
    this.memory.onApplicationShutdown();
    this.redis?.disconnect(false);
  }
}
