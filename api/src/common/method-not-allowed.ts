import { HttpStatus } from '@nestjs/common';
import { ApiMessages } from '@threadline/contracts';
import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { JSON_TYPE } from './error-body';

/** What Fastify's router is told: the same matching, so a path is "known" exactly when it routes. */
export interface RouteMatching {
  ignoreTrailingSlash: boolean;
  caseSensitive: boolean;
  maxParamLength: number;
}

/**
 * Answers a method a known path does not have with 405 and `Allow` (RFC 9110 §15.5.6), where
 * Fastify alone answers 404 (or 400 for a QUERY without a body type). A second router holds every
 * route, matched as Fastify matches them; for a request Fastify found no route for, `Allow` is
 * every method that would route that path (/quotes/attachments: its own POST, and the GET of
 * /quotes/:id). Unknown paths stay 404. The catch-all OPTIONS route of CORS is left out: it would
 * make every path known.
 */
export function answerMethodNotAllowed(fastify: FastifyInstance, matching: RouteMatching): void {
  const routes = FindMyWay(matching);
  const methods = new Set<HTTPMethod>();
  fastify.addHook('onRoute', ({ method, url }) => {
    if (url === '*' || url.endsWith('/*')) return;
    for (const one of [method].flat() as HTTPMethod[]) {
      methods.add(one);
      routes.on(one, url, () => undefined);
    }
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const path = request.url.split('?')[0];
    const allowed = [...methods].filter((method) => routes.find(method, path)).sort();
    if (allowed.length === 0) return done();
    const allow = allowed.join(', ');
    reply
      .code(HttpStatus.METHOD_NOT_ALLOWED)
      .header('Allow', allow)
      .type(JSON_TYPE)
      .send({
        statusCode: HttpStatus.METHOD_NOT_ALLOWED,
        message: ApiMessages.methodNotAllowed(request.method, allow),
        error: 'Method Not Allowed',
      });
  });
}
