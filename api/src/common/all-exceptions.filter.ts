import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { HttpResponse as Response } from './http';
import { JSON_TYPE, toErrorBody } from './error-body';
import { recordFailure } from './request-failure';

/** The one place that shapes error answers: `{ statusCode, message, error }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    recordFailure(http.getRequest<object>(), exception);
    const { unexpected, ...body } = toErrorBody(exception);
    if (unexpected)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.raw.headersSent) {
      response.raw.end();
      return;
    }
    // JSON even where the route had set another type (a calendar, a CSV) before it failed.
    response.status(body.statusCode).type(JSON_TYPE).send(body);
  }
}
