import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import { failureOf } from '../common/request-failure';
import type { ApiMetrics } from './api-metrics';
import { databaseFailureKind } from './database-failures';

/**
 * The route template a request was dispatched to (`/categories/:key`), or `unmatched` for Nest's
 * not-found handler, so a scan of random paths cannot grow the series.
 */
export function routeTemplateOf(request: FastifyRequest): string {
  return request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
}

/** One method, route template and status: its series, bound once. */
interface Series {
  duration: ReturnType<Histogram<'method' | 'route' | 'status_code'>['labels']>;
  requests: ReturnType<Counter<'method' | 'route' | 'status_code'>['labels']>;
  refusals?: ReturnType<Counter<'route'>['labels']>;
}

/**
 * Counts and times every request by route template once answered (onResponse). The time is
 * Fastify's own, from the request's arrival before the first hook to the answer's last byte
 * (reply.elapsedTime). Each method × route × status binds its series the first time it is seen
 * (prom-client otherwise hashes the labels on every observation); they are as few as the routes.
 * A request that failed on the database (the exception filter's, common/request-failure.ts)
 * counts in threadline_database_failures_total, whether a guard or the handler met it.
 */
export function measureRequests(fastify: FastifyInstance, metrics: ApiMetrics): void {
  const series = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: number): Series => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status_code: String(status) };
      found = {
        duration: metrics.httpDuration.labels(labels),
        requests: metrics.httpRequests.labels(labels),
        refusals: status === 429 ? metrics.rateLimitRefusals.labels({ route }) : undefined,
      };
      series.set(key, found);
    }
    return found;
  };
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const { duration, requests, refusals } = seriesOf(
      request.method,
      routeTemplateOf(request),
      reply.statusCode,
    );
    duration.observe(reply.elapsedTime / 1000);
    requests.inc();
    refusals?.inc();
    if (reply.statusCode >= 400) {
      const kind = databaseFailureKind(failureOf(request));
      if (kind) metrics.databaseFailures.inc({ kind });
    }
    done();
  });
}
