import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { HttpResponse as Response } from '../common/http';
import { ApiMessages } from '@threadline/contracts';
import { JSON_TYPE, toErrorBody } from '../common/error-body';

/**
 * POST /images answers like the image host the front-end was written against: every failure
 * carries `success: false`, next to the usual `{ statusCode, message, error }`.
 */
@Catch()
export class ImageUploadFilter implements ExceptionFilter {
  private readonly logger = new Logger(ImageUploadFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { unexpected, ...body } = toErrorBody(exception);
    if (unexpected)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    // The upload's own text for an oversized file is "File too large"; answer with the catalogue's.
    const message =
      body.statusCode === HttpStatus.PAYLOAD_TOO_LARGE &&
      body.message !== ApiMessages.imageQuotaExceeded
        ? ApiMessages.imageTooLarge
        : body.message;
    response
      .status(body.statusCode)
      .type(JSON_TYPE)
      .send({ success: false, ...body, message });
  }
}
