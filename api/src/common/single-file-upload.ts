import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/**
 * A multipart upload of one file in `field`, at most `maxBytes` (multer stops reading beyond it),
 * with a bounded number of parts, documented as such. The route's filter turns multer's limit
 * error into its own message.
 */
export function SingleFileUpload(field: string, maxBytes: number) {
  return applyDecorators(
    UseInterceptors(
      FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', properties: { [field]: { type: 'string', format: 'binary' } } },
    }),
  );
}
