import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a (request-independent) middleware sets, asked once: it runs against a response
 * that only records what it is told. Throws if the middleware fails, answers asynchronously or
 * reads the request (a header that depends on the request cannot be decided once).
 */
export function headersSetBy(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  const noRequest = new Proxy({} as IncomingMessage, {
    get(_target, property) {
      throw new Error(`The security headers read the request (${String(property)})`);
    },
  });
  let finished = false;
  middleware(noRequest, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers were not decided at once');
  return Object.freeze(headers);
}

/**
 * helmet's headers for every answer of the API, decided once at start: with these options none of
 * them depends on the request (no CSP nonce), so running helmet's eleven middlewares on each
 * request (each setHeader validated by Node) only ever wrote the same bytes again.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  return headersSetBy(
    helmet({
      // Images are loaded cross-origin by the shell and the remotes.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // TLS is the proxy's business; over plain http (local runs) /docs must load its own assets.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    }) as Middleware,
  );
}
