import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpStatus,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { HttpResponse as Response } from '../common/http';
import { QuoteMessages } from '@threadline/contracts';

/** The upload's own text for an oversized file is "File too large"; answer with the catalogue's. */
@Catch(PayloadTooLargeException)
export class AttachmentTooLargeFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(HttpStatus.PAYLOAD_TOO_LARGE).send({
      statusCode: HttpStatus.PAYLOAD_TOO_LARGE,
      message: QuoteMessages.attachmentTooLarge,
      error: 'Payload Too Large',
    });
  }
}
