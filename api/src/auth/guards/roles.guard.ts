import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiMessages } from '@threadline/contracts';
import type { AuthPrincipal } from '../../access/auth-principal';
import { RequiredRoles } from '../../access/roles.decorator';

/** Global, after authentication: checks @Roles() against the role read from the database. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride(RequiredRoles, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const principal = context.switchToHttp().getRequest<{ user?: AuthPrincipal }>().user;
    if (principal?.role && roles.includes(principal.role)) return true;
    throw new ForbiddenException(
      roles.length === 1 && roles[0] === 'admin' ? ApiMessages.adminOnly : undefined,
    );
  }
}
