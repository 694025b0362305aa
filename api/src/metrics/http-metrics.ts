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

/** Nest's catch-all for paths no controller has (its 404). */
const NOT_FOUND_ROUTE = '/{*path}';

export function routeTemplateOf(request: RoutedRequest): string {
  const routed = request.route?.path;
  if (routed === NOT_FOUND_ROUTE) return 'unmatched';
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
