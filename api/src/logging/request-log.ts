import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureOf } from '../common/request-failure';
import { createRequestLogLevel } from '../common/request-log-sampling';
import type { AppLogger, RequestLine } from './app-logger';

/** The query string can carry whatever a client puts there; the path is enough for a log. */
function withoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function lineOf(request: FastifyRequest): RequestLine {
  return { id: String(request.id), method: request.method, url: withoutQuery(request.url) };
}

/**
 * One line per answered request, from Fastify's own hooks (no middleware): `{ context: 'HTTP',
 * req: { id, method, url }, res: { statusCode }, responseTime }`, every failure and write, and of
 * the successful reads the first per path each second (common/request-log-sampling.ts). The id is
 * Fastify's request.id, the gateway's X-Request-Id (fastifyAdapterFor's genReqId), which every
 * line logged while serving the request carries too.
 */
export function logRequests(fastify: FastifyInstance, logger: AppLogger): void {
  const levelOf = createRequestLogLevel();
  logger.describe = (scope) => lineOf(scope as FastifyRequest);
  // One scope for the whole request: Fastify calls back from the body parser in the request's own
  // async context (an AsyncResource), so the handler, after the body was read, is still in it.
  fastify.addHook('onRequest', (request, _reply, done) => logger.within(request, done));
  fastify.addHook('onResponse', (request, reply, done) => {
    const failure = failureOf(request);
    const level = levelOf(
      request.raw,
      reply.raw,
      reply.statusCode >= 500 && failure instanceof Error ? failure : undefined,
    );
    if (level !== 'silent') {
      const line = {
        context: 'HTTP',
        req: lineOf(request),
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
        ...(level === 'error' && failure instanceof Error ? { err: failure } : {}),
      };
      logger.root[level](line, level === 'error' ? 'request errored' : 'request completed');
    }
    done();
  });
}
