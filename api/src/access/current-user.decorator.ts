import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthPrincipal } from './auth-principal';

/** The principal the authentication guard established for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthPrincipal =>
    context.switchToHttp().getRequest<{ user: AuthPrincipal }>().user,
);
