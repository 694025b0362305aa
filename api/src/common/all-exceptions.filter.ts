import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { HttpResponse as Response } from './http';
import { toErrorBody } from './error-body';

/** The one place that shapes error answers: `{ statusCode, message, error }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { unexpected, ...body } = toErrorBody(exception);
    if (unexpected)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.raw.headersSent) {
      response.raw.end();
      return;
    }
    response.status(body.statusCode).send(body);
  }
}
