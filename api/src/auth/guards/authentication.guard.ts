import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { HttpRequest as Request, HttpResponse as Response } from '../../common/http';
import { ApiMessages } from '@threadline/contracts';
import type { AuthPrincipal } from '../../access/auth-principal';
import { FirebaseIdTokenAccepted } from '../../access/accept-firebase-id-token.decorator';
import { AuthenticationOptional } from '../../access/optional-authentication.decorator';
import { perRoute } from '../../access/per-route';
import { PublicRoute } from '../../access/public.decorator';
import { SessionService } from '../session.service';

function bearerTokenOf(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Who may call a route, from its decorators. */
type Access = 'public' | 'optional' | 'api-token' | 'api-or-firebase-token';

/**
 * Global: every route needs the API's session token unless marked @Public(). Routes marked
 * @AcceptFirebaseIdToken() fall back to verifying the bearer as a Firebase ID token; routes
 * marked @OptionalAuthentication() let a caller without a bearer through as anonymous.
 *
 * ASVS V8: an answer to an authenticated caller carries personal or admin data, so no browser or
 * shared cache may keep it: once the caller is known, the answer is marked `Cache-Control:
 * no-store` here, for every route at once. A route that sets its own Cache-Control (exports,
 * attachments) does so later and wins.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  /** The route's access, read from its decorators once per route. */
  private readonly accessOf;

  constructor(
    reflector: Reflector,
    private readonly sessions: SessionService,
  ) {
    super();
    this.accessOf = perRoute((targets): Access => {
      if (reflector.getAllAndOverride(PublicRoute, targets)) return 'public';
      if (reflector.getAllAndOverride(AuthenticationOptional, targets)) return 'optional';
      return reflector.getAllAndOverride(FirebaseIdTokenAccepted, targets)
        ? 'api-or-firebase-token'
        : 'api-token';
    });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.accessOf(context);
    if (access === 'public') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthPrincipal }>();
    if (access === 'optional' && !bearerTokenOf(request)) return true;
    if (!(await this.authenticate(context, request, access))) return false;
    if (request.user) http.getResponse<Response>().header('Cache-Control', 'no-store');
    return true;
  }

  private async authenticate(
    context: ExecutionContext,
    request: Request & { user?: AuthPrincipal },
    access: Access,
  ): Promise<boolean> {
    if (access !== 'api-or-firebase-token') return (await super.canActivate(context)) as boolean;
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
    }
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
