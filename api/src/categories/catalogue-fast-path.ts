import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { type CatalogueAnswer, CatalogueCache, catalogueCacheKey } from './catalogue-cache';

/** The caching headers of a public catalogue answer (the controller and the fast path). */
export function catalogueCachingHeaders(
  answer: CatalogueAnswer,
  maxAgeSeconds: number,
): Record<string, string> {
  return {
    ETag: answer.etag,
    // A browser asks again every time (a 304 while nothing changed), so an admin who has just
    // edited the catalogue never sees the old answer: stale-while-revalidate would let it show one.
    // A CDN (RFC 9213's CDN-Cache-Control) reuses an answer as long as this process does, and a
    // minute longer while it fetches the next.
    'Cache-Control': 'public, no-cache',
    'CDN-Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=60`,
  };
}

/** Whether an If-None-Match header names this answer's version (weak or strong). */
export function holdsVersion(ifNoneMatch: string | undefined, answer: CatalogueAnswer): boolean {
  return (
    !!ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)
  );
}

/** A connect-style middleware that only sets fixed headers (helmet). */
type HeaderMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a middleware sets on every answer, read once by running it on a stand-in response.
 * Only for middleware whose headers do not depend on the request (helmet without nonces).
 */
export function fixedHeadersOf(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  } as unknown as ServerResponse;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, response, () => {});
  return headers;
}

export interface CatalogueFastPathOptions {
  cache: CatalogueCache;
  /** What the security middleware sets on every answer (see fixedHeadersOf). */
  securityHeaders: Record<string, string>;
  /** The CORS allowlist and exposed headers, as the framework's CORS middleware has them. */
  corsOrigins: ReadonlySet<string>;
  corsExposedHeaders: readonly string[];
  now?: () => number;
}

/** GET /categories and /categories/{key}, the key as sent (a %-escape goes the long way). */
const CATALOGUE_PATH = /^\/categories(?:\/([^/?%#]+))?(?:\?|$)/;

/**
 * Serves a public catalogue answer the cache holds straight from Node's http server, before
 * Express and Nest: their router, middleware and guards cost about nine tenths of such a request
 * (bench/api-load.mjs), and a cached answer needs none of them. It writes the same headers the
 * full stack would (security headers, CORS, caching) and answers 304 the same way. Everything
 * else goes the long way: other methods and paths, a miss or an expired answer (the controller
 * reads and caches it), a 404 (the exception filter words it), and, so the sampled request log
 * still shows a busy path once a second, the first request per path in each second.
 */
export function serveCachedCatalogueFirst(server: Server, options: CatalogueFastPathOptions): void {
  const { cache, securityHeaders, corsOrigins, now = Date.now } = options;
  const exposed = options.corsExposedHeaders.join(',');
  const fullStack = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  const lastLongWay = new Map<string, number>();

  const answerFromCache = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const match = CATALOGUE_PATH.exec(request.url ?? '');
    if (!match) return false;
    const key = catalogueCacheKey(match[1]);
    const answer = cache.peek(key);
    const second = Math.floor(now() / 1000);
    if (!answer || lastLongWay.get(key) !== second) {
      if (lastLongWay.size > 1000) lastLongWay.clear();
      lastLongWay.set(key, second);
      return false;
    }
    const headers: OutgoingHttpHeaders = {
      ...securityHeaders,
      ...catalogueCachingHeaders(answer, cache.maxAgeSeconds),
    };
    const origin = request.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Vary'] = 'Origin';
      headers['Access-Control-Expose-Headers'] = exposed;
    }
    if (holdsVersion(request.headers['if-none-match'], answer)) {
      response.writeHead(304, headers).end();
      return true;
    }
    headers['Content-Type'] = 'application/json; charset=utf-8';
    headers['Content-Length'] = answer.body.length;
    response.writeHead(200, headers).end(answer.body);
    return true;
  };

  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answerFromCache(request, response)) return;
    for (const listener of fullStack) listener.call(server, request, response);
  });
}
