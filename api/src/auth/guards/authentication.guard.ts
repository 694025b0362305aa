import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { HttpRequest as Request } from '../../common/http';
import { ApiMessages } from '@threadline/contracts';
import type { AuthPrincipal } from '../../access/auth-principal';
import { FirebaseIdTokenAccepted } from '../../access/accept-firebase-id-token.decorator';
import { AuthenticationOptional } from '../../access/optional-authentication.decorator';
import { PublicRoute } from '../../access/public.decorator';
import { SessionService } from '../session.service';

function bearerTokenOf(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Global: every route needs the API's session token unless marked @Public(). Routes marked
 * @AcceptFirebaseIdToken() fall back to verifying the bearer as a Firebase ID token; routes
 * marked @OptionalAuthentication() let a caller without a bearer through as anonymous.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride(PublicRoute, targets)) return true;
    if (
      this.reflector.getAllAndOverride(AuthenticationOptional, targets) &&
      !bearerTokenOf(context.switchToHttp().getRequest<Request>())
    )
      return true;
    if (!this.reflector.getAllAndOverride(FirebaseIdTokenAccepted, targets)) {
      return (await super.canActivate(context)) as boolean;
    }
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
    }
    const request = context.switchToHttp().getRequest<Request & { user?: AuthPrincipal }>();
    const idToken = bearerTokenOf(request);
    if (!idToken) throw new UnauthorizedException(ApiMessages.unauthorized);
    request.user = await this.sessions.principalFromIdToken(idToken);
    return true;
  }

  override handleRequest<TUser = AuthPrincipal>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(ApiMessages.unauthorized);
    return user;
  }
}
