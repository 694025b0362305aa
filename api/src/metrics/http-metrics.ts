import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ApiMetrics } from './api-metrics';

/** Express's matched route, once routing is done (`/categories/:key`). */
interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: string };
}

/**
 * Answers served before Express (the catalogue fast path) have no matched route; these are their
 * templates. Anything else unrouted is one label, so a scan of random paths cannot grow the series.
 */
const UNROUTED_TEMPLATES: [RegExp, string][] = [
  [/^\/categories\/?(?:\?|$)/, '/categories'],
  [/^\/categories\/[^/?]+\/?(?:\?|$)/, '/categories/:key'],
];

/**
 * Whether Express's matched path is a catch-all on every path: Nest's own 404 route and the
 * app-wide middleware it mounts as a route (`/{*path}`, and `{/*splat}` since nestjs-pino 5).
 */
export function isCatchAllRoute(path: string): boolean {
  return /^(\/\{\*\w+\}|\{\/\*\w+\})$/.test(path);
}

export function routeTemplateOf(request: RoutedRequest): string {
  const routed = request.route?.path;
  if (routed && isCatchAllRoute(routed)) return 'unmatched';
  if (routed) return `${request.baseUrl ?? ''}${routed}`;
  const url = request.url ?? '';
  return UNROUTED_TEMPLATES.find(([pattern]) => pattern.test(url))?.[1] ?? 'unmatched';
}

/**
 * Times every request from the moment the server receives it, the fast path's answers included
 * (this listener runs before every other one), and counts it by route template once answered.
 */
export function measureRequests(server: Server, metrics: ApiMetrics): void {
  server.prependListener('request', (request: RoutedRequest, response: ServerResponse) => {
    const stop = metrics.httpDuration.startTimer();
    response.once('finish', () => {
      const labels = {
        method: request.method ?? 'GET',
        route: routeTemplateOf(request),
        status_code: String(response.statusCode),
      };
      stop(labels);
      metrics.httpRequests.inc(labels);
      if (response.statusCode === 429) metrics.rateLimitRefusals.inc({ route: labels.route });
    });
  });
}
