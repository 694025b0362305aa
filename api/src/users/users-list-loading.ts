import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiMessages } from '@threadline/contracts';
import type { HttpResponse as Response } from '../common/http';
import { JSON_TYPE, toErrorBody } from '../common/error-body';
import { recordFailure } from '../common/request-failure';

/**
 * How long a list waits for the users index's first read before it is refused as still loading:
 * within the 2 s the API gives any database answer.
 */
export const LIST_WAIT_MS = 1500;

/** Seconds a client is told to wait (Retry-After) before it asks for the list again. */
export const LIST_RETRY_AFTER_SECONDS = 5;

/** GET /users or its export asked for while the in-process index's first read runs. */
export class UsersListLoadingException extends ServiceUnavailableException {
  constructor() {
    super(ApiMessages.usersListLoading);
  }
}

/** The 503 in the API's error shape, with Retry-After: the list is there within seconds. */
@Catch(UsersListLoadingException)
export class UsersListLoadingFilter implements ExceptionFilter {
  catch(exception: UsersListLoadingException, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    recordFailure(http.getRequest<object>(), exception);
    const body = toErrorBody(exception);
    http
      .getResponse<Response>()
      .header('Retry-After', String(LIST_RETRY_AFTER_SECONDS))
      .status(body.statusCode)
      .type(JSON_TYPE)
      .send(body);
  }
}
