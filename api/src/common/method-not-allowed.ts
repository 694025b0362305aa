import { HttpStatus } from '@nestjs/common';
import { ApiMessages } from '@threadline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { JSON_TYPE } from './error-body';

/** What Fastify's router is told: the same matching, so a path is "known" exactly when it routes. */
export interface RouteMatching {
  ignoreTrailingSlash: boolean;
  caseSensitive: boolean;
  maxParamLength: number;
}

/**
 * What a path parameter accepts, as a regular expression's source without anchors, for a route
 * (`/quotes/:id`) and a parameter name; undefined for any segment.
 */
export type ParameterPattern = (route: string, name: string) => string | undefined;

interface Route {
  method: HTTPMethod;
  url: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a regular expression whose parameters take only what their rules accept. */
function strictMatcher(url: string, matching: RouteMatching, pattern: ParameterPattern): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escaped(segment);
      const rule = pattern(url, segment.slice(1));
      return rule ? `(?:${rule})` : '[^/]+';
    })
    .join('/');
  const trailing = matching.ignoreTrailingSlash ? '/?' : '';
  return new RegExp(`^${source.replace(/\/$/, '')}${trailing}$`, matching.caseSensitive ? '' : 'i');
}

/**
 * A path with each segment percent-decoded, as the route's parameters will read it: the rules are
 * written for values (`someone@example.test`), and a client sends `someone%40example.test`. A
 * segment that does not decode, or decodes to a `/`, stays as sent.
 */
function decodedSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        const decoded = decodeURIComponent(segment);
        return decoded.includes('/') ? segment : decoded;
      } catch {
        return segment;
      }
    })
    .join('/');
}

function refuse(request: FastifyRequest, reply: FastifyReply, allowed: Set<string>): void {
  if (allowed.has('GET')) allowed.add('HEAD');
  const allow = [...allowed].sort().join(', ');
  reply
    .code(HttpStatus.METHOD_NOT_ALLOWED)
    .header('Allow', allow)
    .type(JSON_TYPE)
    .send({
      statusCode: HttpStatus.METHOD_NOT_ALLOWED,
      message: ApiMessages.methodNotAllowed(request.method, allow),
      error: 'Method Not Allowed',
    });
}

/**
 * Answers a method a known path does not have with 405 and `Allow` (RFC 9110 §15.5.6), where
 * Fastify alone answers 404 (or 400 for a QUERY without a body type), or hands the path to another
 * route's parameter: PATCH /quotes/attachments would reach PATCH /quotes/:id as the id
 * "attachments" and answer 400 "Invalid id". A path is read with its parameters' rules first
 * (`pattern`: an ObjectId, a milestone, a remote): `Allow` names the methods of the routes that
 * take it so (/quotes/attachments: its own POST, not the GET of /quotes/:id). Only a path no
 * route takes by its rules falls back to every route that would match it as Fastify matches
 * (/quotes/not-an-id stays the 400 of /quotes/:id). Unknown paths stay 404. The catch-all OPTIONS
 * route of CORS is left out: it would make every path known.
 */
export function answerMethodNotAllowed(
  fastify: FastifyInstance,
  matching: RouteMatching,
  pattern: ParameterPattern = () => undefined,
): void {
  const routes = FindMyWay(matching);
  const methods = new Set<HTTPMethod>();
  const declared: Route[] = [];
  let strict: { method: HTTPMethod; matcher: RegExp }[] | undefined;
  fastify.addHook('onRoute', ({ method, url }) => {
    if (url === '*' || url.endsWith('/*')) return;
    for (const one of [method].flat() as HTTPMethod[]) {
      methods.add(one);
      routes.on(one, url, () => undefined);
      if (one !== 'HEAD') declared.push({ method: one, url });
    }
    strict = undefined;
  });
  const strictlyAllowed = (path: string) => {
    strict ??= declared.map(({ method, url }) => ({
      method,
      matcher: strictMatcher(url, matching, pattern),
    }));
    return new Set(strict.filter(({ matcher }) => matcher.test(path)).map(({ method }) => method));
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    const routed = request.routeOptions.url;
    // A static route that routed is the path's own; only a 404 or a parameter can be another's.
    if (!request.is404 && !routed?.includes(':')) return done();
    const path = request.url.split('?')[0];
    const allowed = strictlyAllowed(decodedSegments(path));
    if (
      allowed.has(request.method as HTTPMethod) ||
      (allowed.has('GET') && request.method === 'HEAD')
    )
      return done();
    if (allowed.size > 0) return refuse(request, reply, allowed);
    if (!request.is404) return done();
    const anyRoute = new Set<string>([...methods].filter((method) => routes.find(method, path)));
    if (anyRoute.size === 0) return done();
    refuse(request, reply, anyRoute);
  });
}
