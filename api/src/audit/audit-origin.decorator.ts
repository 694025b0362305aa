import { isIP } from 'node:net';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { HttpRequest as Request } from '../common/http';
import type { AuthPrincipal } from '../access/auth-principal';

/** Who made a request and from where, as an audit entry records it. */
export interface AuditOrigin {
  /** `unverified`: the email was only claimed by a token the API refused. */
  actor: { id?: string; email?: string; unverified?: true };
  /** The request's id (the gateway's X-Request-Id, or one of our own), as its log lines carry it. */
  requestId?: string;
  /**
   * The client's address: the connection's, or the one the outermost trusted proxy saw
   * (TRUST_PROXY, see app.setup.ts). Anything that is not an address is `unknown`.
   */
  ip?: string;
  /** A bulk action's id, which each record's entry carries. */
  batchId?: string;
}

/** Stored only when it is an IPv4 or IPv6 address: a forwarded header can carry any text. */
export function auditIpOf(ip: string | undefined): string {
  return ip !== undefined && isIP(ip) !== 0 ? ip : 'unknown';
}

export function auditOriginOf(
  request: Request & { user?: AuthPrincipal; id?: unknown },
): AuditOrigin {
  const { user } = request;
  return {
    actor: user ? { id: user._id, email: user.email } : {},
    requestId: request.id === undefined ? undefined : String(request.id),
    ip: auditIpOf(request.ip),
  };
}

/** The AuditOrigin of this request, for a controller to hand to the audited write. */
export const RequestOrigin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuditOrigin =>
    auditOriginOf(context.switchToHttp().getRequest()),
);
