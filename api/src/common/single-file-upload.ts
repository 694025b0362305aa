import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import type { HttpRequest } from './http';

/** One uploaded file, read whole into memory (what `@UploadedFile()` hands the handler). */
export interface UploadedFileData {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** What a part of a multipart body may be: the parts, fields and files it may hold. */
const PART_LIMITS = { files: 1, fields: 10, parts: 12 };

/** @fastify/multipart's limit errors (413) and malformed bodies (4xx), as the API answers them. */
function toHttpException(error: unknown): unknown {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return error;
  // The route's filter words an oversized file with its own message.
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException('File too large');
  if (statusCode === 413) return new PayloadTooLargeException((error as Error).message);
  return new HttpException((error as Error).message, statusCode);
}

/**
 * Reads a multipart body holding at most one file, in `field`, of at most `maxBytes` (reading
 * stops beyond it), into `request.file`; the text fields go to `request.body`. Anything else than
 * multipart leaves `request.file` unset, so the handler answers with its "file required" message.
 */
function singleFileInterceptor(field: string, maxBytes: number): NestInterceptor {
  return {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context
        .switchToHttp()
        .getRequest<HttpRequest & { file?: UploadedFileData | unknown; body?: unknown }>();
      if (!request.isMultipart()) return next.handle();
      let file: UploadedFileData | undefined;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts({
          limits: { ...PART_LIMITS, fileSize: maxBytes },
        })) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== field) {
            part.file.resume();
            throw new BadRequestException('Unexpected field');
          }
          const buffer = await part.toBuffer();
          file = {
            fieldname: part.fieldname,
            originalname: part.filename,
            mimetype: part.mimetype,
            size: buffer.length,
            buffer,
          };
        }
      } catch (error) {
        throw toHttpException(error);
      }
      // An own property, over @fastify/multipart's request.file() reader: @UploadedFile() reads it.
      Object.defineProperty(request, 'file', { value: file, configurable: true, writable: true });
      request.body = fields;
      return next.handle();
    },
  };
}

/**
 * A multipart upload of one file in `field`, at most `maxBytes`, with a bounded number of parts,
 * documented as such. The route's filter turns the "File too large" 413 into its own message.
 */
export function SingleFileUpload(field: string, maxBytes: number) {
  return applyDecorators(
    UseInterceptors(singleFileInterceptor(field, maxBytes)),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', properties: { [field]: { type: 'string', format: 'binary' } } },
    }),
  );
}
