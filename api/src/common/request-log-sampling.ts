import type { IncomingMessage, ServerResponse } from 'node:http';

type RequestLogLevel = 'info' | 'error' | 'silent';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * POSTs that change nothing a person made: the browsers' anonymous mount counts (sendBeacon), as
 * frequent as page loads. Sampled like the reads; their failures are still all logged.
 */
const SAMPLED_POSTS = new Set(['/telemetry/remotes']);

/**
 * The request log's level for a finished request: every failure (error) and every write (info)
 * is logged; of the successful reads (and telemetry posts), the first per path in each second, so
 * a busy public route costs one line a second instead of one per request (pino writes
 * synchronously).
 */
export function createRequestLogLevel(now: () => number = Date.now) {
  let windowStart = 0;
  let loggedThisWindow = new Set<string>();

  return (request: IncomingMessage, response: ServerResponse, error?: Error): RequestLogLevel => {
    if (error || response.statusCode >= 500) return 'error';
    if (response.statusCode >= 400) return 'info';
    const path = (request.url ?? '').split('?')[0];
    if (!READS.has(request.method ?? '') && !(request.method === 'POST' && SAMPLED_POSTS.has(path)))
      return 'info';
    const second = Math.floor(now() / 1000);
    if (second !== windowStart) {
      windowStart = second;
      loggedThisWindow = new Set();
    }
    if (loggedThisWindow.has(path)) return 'silent';
    loggedThisWindow.add(path);
    return 'info';
  };
}
