import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiMetrics } from './api-metrics';

/**
 * The route template a request was dispatched to (`/categories/:key`), or `unmatched` for Nest's
 * not-found handler, so a scan of random paths cannot grow the series.
 */
export function routeTemplateOf(request: FastifyRequest): string {
  return request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
}

const STARTED = Symbol('metrics timer');

type TimedRequest = FastifyRequest & {
  [STARTED]?: (labels: Record<string, string>) => number;
};

/**
 * Times every request from Fastify's first hook (onRequest) to the answer's last byte
 * (onResponse), and counts it by route template once answered.
 */
export function measureRequests(fastify: FastifyInstance, metrics: ApiMetrics): void {
  fastify.addHook('onRequest', (request: TimedRequest, _reply, done) => {
    request[STARTED] = metrics.httpDuration.startTimer();
    done();
  });
  fastify.addHook('onResponse', (request: TimedRequest, reply: FastifyReply, done) => {
    const labels = {
      method: request.method,
      route: routeTemplateOf(request),
      status_code: String(reply.statusCode),
    };
    request[STARTED]?.(labels);
    metrics.httpRequests.inc(labels);
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route: labels.route });
    done();
  });
}
