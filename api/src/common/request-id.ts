import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What the gateway assigns ($request_id: 32 hex digits) or a UUID; nothing that could forge a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * pino-http's genReqId: the id the gateway assigned (X-Request-Id), else a new one, so every log
 * line of a request carries the same id as the gateway's access log. The client gets it back.
 */
export function requestIdOf(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  if (!response.headersSent) response.setHeader('X-Request-Id', id);
  return id;
}
