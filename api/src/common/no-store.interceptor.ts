import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { HttpRequest as Request, HttpResponse as Response } from './http';
import type { Observable } from 'rxjs';

/**
 * ASVS V8: an answer to an authenticated caller carries personal or admin data, so no browser
 * or shared cache may keep it. Set once here (interceptors run after the guards, so the caller
 * is known) instead of per route; a route that sets its own Cache-Control (exports,
 * attachments) still does so afterwards and wins.
 */
@Injectable()
export class NoStoreForAuthenticatedInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const http = context.switchToHttp();
      const request = http.getRequest<Request & { user?: unknown }>();
      const response = http.getResponse<Response>();
      if (request.user && !response.getHeader('Cache-Control'))
        response.header('Cache-Control', 'no-store');
    }
    return next.handle();
  }
}
