import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What the gateway assigns ($request_id: 32 hex digits) or a UUID; nothing that could forge a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Fastify's genReqId (request.id, which the request log's lines carry): the id the gateway assigned (X-Request-Id), else a new one,
 * so every log line of a request carries the same id as the gateway's access log. The gateway, not
 * the API, hands it to the client (add_header), so every answer carries it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
