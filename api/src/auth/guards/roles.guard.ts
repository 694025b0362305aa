import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiMessages } from '@threadline/contracts';
import type { AuthPrincipal } from '../../access/auth-principal';
import { perRoute } from '../../access/per-route';
import { RequiredRoles } from '../../access/roles.decorator';

/** Global, after authentication: checks @Roles() against the role read from the database. */
@Injectable()
export class RolesGuard implements CanActivate {
  /** The route's @Roles(), read once per route. */
  private readonly rolesOf;

  constructor(reflector: Reflector) {
    this.rolesOf = perRoute((targets) => reflector.getAllAndOverride(RequiredRoles, targets));
  }

  canActivate(context: ExecutionContext): boolean {
    const roles = this.rolesOf(context);
    if (!roles || roles.length === 0) return true;
    const principal = context.switchToHttp().getRequest<{ user?: AuthPrincipal }>().user;
    if (principal?.role && roles.includes(principal.role)) return true;
    throw new ForbiddenException(
      roles.length === 1 && roles[0] === 'admin' ? ApiMessages.adminOnly : undefined,
    );
  }
}
