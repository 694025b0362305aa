import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthPrincipal } from '../auth/auth-principal';

/** Who made a request and from where, as an audit entry records it. */
export interface AuditOrigin {
  actor: { id?: string; email?: string };
  /** pino-http's request id, the one the request's log lines carry. */
  requestId?: string;
  /** The client's address (behind the loopback proxy: the forwarded one, see app.setup.ts). */
  ip?: string;
}

export function auditOriginOf(
  request: Request & { user?: AuthPrincipal; id?: unknown },
): AuditOrigin {
  const { user } = request;
  return {
    actor: user ? { id: user._id, email: user.email } : {},
    requestId: request.id === undefined ? undefined : String(request.id),
    ip: request.ip,
  };
}

/** The AuditOrigin of this request, for a controller to hand to the audited write. */
export const RequestOrigin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuditOrigin =>
    auditOriginOf(context.switchToHttp().getRequest()),
);
