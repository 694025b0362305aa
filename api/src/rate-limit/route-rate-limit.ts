import { Injectable } from '@nestjs/common';
import { normalizeIp, ThrottlerException } from '@nestjs/throttler';
import { ApiMessages } from '@threadline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, type RateLimitedRoute } from '../config/app.config';
import { RateLimitStore } from './rate-limit-store';
import type { ThrottlerStorageRecord } from './synced-counts';

/** A budget's window and limit, as the throttlers are given them (rate-limit.module.ts). */
export function budgetOptions(config: AppConfig, budget: RateLimitedRoute) {
  return {
    name: budget,
    ttl: config.throttle.windowSeconds * 1000,
    limit: config.throttle.limits[budget],
  };
}

/**
 * The answer to a client past its budget: 429 with the API's message, and the standard
 * Retry-After header (whole seconds, at least 1) where the library would send one suffixed with
 * the budget's name.
 */
export function tooManyRequests(
  reply: { header(name: string, value: string): unknown },
  secondsLeft: number,
): ThrottlerException {
  reply.header('Retry-After', String(Math.max(1, secondsLeft)));
  return new ThrottlerException(ApiMessages.tooManyRequests);
}

const refuseIfBlocked = (reply: FastifyReply, count: ThrottlerStorageRecord): void => {
  if (count.isBlocked) throw tooManyRequests(reply, count.timeToBlockExpire);
};

/**
 * The rate limit of a route Fastify serves itself (the telemetry beacons,
 * releases/telemetry/telemetry.route.ts), with what ClientThrottlerGuard gives a Nest route: the
 * same budgets and windows, the same store (so Redis holds one budget for every replica), the
 * client as the library tracks it, and the same refusal.
 */
@Injectable()
export class RouteRateLimit {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  /**
   * Counts one hit of the request's client on `budget` for `route`. Returns nothing when the
   * budget is counted in this process (decided at once), else a promise; either way a client past
   * its budget gets tooManyRequests() thrown or rejected.
   */
  hit(
    budget: RateLimitedRoute,
    route: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void | Promise<void> {
    const { ttl, limit } = budgetOptions(this.config, budget);
    const key = `${route}-${budget}-${normalizeIp(request.ip)}`;
    if (this.store.decidesAtOnce(budget))
      return refuseIfBlocked(reply, this.store.countAtOnce(key, ttl, limit, ttl));
    return this.store
      .increment(key, ttl, limit, ttl, budget)
      .then((count) => refuseIfBlocked(reply, count));
  }
}
