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
import { adminOnlyRefusal, FreshStepUpRequired, StepUpRefused } from '../../access/step-up';
import { StepUpTokens } from '../../passkeys/step-up-tokens';

/**
 * Global, after authentication: checks @Roles() against the role the request acts with (the
 * database's, an admin's only after a passkey step-up), and a @FreshStepUp() route's step-up age.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  /** The route's @Roles() and @FreshStepUp(), read once per route. */
  private readonly rulesOf;

  constructor(
    reflector: Reflector,
    private readonly stepUps: StepUpTokens,
  ) {
    this.rulesOf = perRoute((targets) => ({
      roles: reflector.getAllAndOverride(RequiredRoles, targets),
      sensitive: reflector.getAllAndOverride(FreshStepUpRequired, targets),
    }));
  }

  canActivate(context: ExecutionContext): boolean {
    const { roles, sensitive } = this.rulesOf(context);
    const request = context.switchToHttp().getRequest<{ user?: AuthPrincipal; body?: unknown }>();
    const principal = request.user;
    if (roles && roles.length > 0 && !(principal?.role && roles.includes(principal.role))) {
      if (roles.includes('admin') && principal?.session?.awaitingStepUp)
        throw adminOnlyRefusal(principal);
      throw new ForbiddenException(
        roles.length === 1 && roles[0] === 'admin' ? ApiMessages.adminOnly : undefined,
      );
    }
    // Only an admin's sensitive actions ask for a fresh step-up; a member's own deletes do not.
    if (
      sensitive &&
      principal?.role === 'admin' &&
      sensitive(request.body) &&
      !this.stepUps.isFresh(principal.session?.steppedUpAt)
    )
      throw new StepUpRefused('freshRequired', true);
    return true;
  }
}
