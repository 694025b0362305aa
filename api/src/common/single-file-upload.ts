import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  UseInterceptors,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ApiMessages } from '@threadline/contracts';
import type { FastifyInstance } from 'fastify';
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
/** @fastify/multipart's errors for a form past PART_LIMITS. */
const PART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The Fastify route config that marks a route taking one file (read by refuseNonMultipartUploads). */
const UPLOAD_ROUTE_CONFIG = { singleFileUpload: true };

/**
 * @fastify/multipart's limit errors (413) and malformed bodies, as the API answers them. Nothing
 * but the body's parsing runs while the parts are read, so whatever else fails there (busboy's
 * "Unexpected end of form" on an empty or cut-off body, a missing boundary) is the client's body:
 * a 400, never a 500.
 */
function toHttpException(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  // The route's filter words an oversized file with its own message.
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException('File too large');
  // Too many parts is a form this route does not take, not a large one: the 413 would read as
  // "Files must be 10 MB or smaller" through the route's filter.
  if (typeof code === 'string' && PART_LIMIT_CODES.has(code))
    return new BadRequestException(
      ApiMessages.uploadTooManyParts(PART_LIMITS.files, PART_LIMITS.fields),
    );
  if (statusCode === 413) return new PayloadTooLargeException((error as Error).message);
  return new BadRequestException(ApiMessages.uploadMalformed);
}

/**
 * Refuses, before Fastify parses it, a body of another type than multipart on a route that takes a
 * file (415): JSON or text would otherwise reach the handler, and a type no parser knows would get
 * Fastify's bare "Unsupported Media Type". A request without a body (no Content-Type) goes on, so
 * the handler answers with its "file required" message.
 */
export function refuseNonMultipartUploads(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config as Partial<typeof UPLOAD_ROUTE_CONFIG> | undefined;
    const type = request.headers['content-type'];
    // The media type as Fastify matches its parsers (request.isMultipart() is only set by parsing).
    const multipart = type?.split(';')[0].trim().toLowerCase() === 'multipart/form-data';
    if (!config?.singleFileUpload || type === undefined || multipart) return done();
    done(new UnsupportedMediaTypeException(ApiMessages.uploadNotMultipart));
  });
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
      let file: UploadedFileData | undefined;
      const fields: Record<string, string> = {};
      // @fastify/multipart's request.file is a reader function, which @UploadedFile() would hand on
      // as the file when the body is not multipart (refuseNonMultipartUploads lets only an empty
      // request through): the handler must see no file at all.
      const setFile = (value: UploadedFileData | undefined) =>
        Object.defineProperty(request, 'file', { value, configurable: true, writable: true });
      if (!request.isMultipart()) {
        setFile(undefined);
        return next.handle();
      }
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
      setFile(file);
      request.body = fields;
      return next.handle();
    },
  };
}

/**
 * A multipart upload of one file in `field`, at most `maxBytes`, with a bounded number of parts,
 * documented as such, with the text fields the route requires beside it (`textFields`, each
 * with its schema). The route's filter turns the "File too large" 413 into its own message.
 */
export function SingleFileUpload(
  field: string,
  maxBytes: number,
  textFields: Record<string, { type: 'string'; enum?: readonly string[] }> = {},
) {
  return applyDecorators(
    RouteConfig(UPLOAD_ROUTE_CONFIG),
    UseInterceptors(singleFileInterceptor(field, maxBytes)),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [field, ...Object.keys(textFields)],
        // A route with text fields reads them through its DTO, which refuses any other field.
        ...(Object.keys(textFields).length > 0 ? { additionalProperties: false } : {}),
        properties: {
          // An empty file is no file: the routes answer it 400.
          [field]: { type: 'string', format: 'binary', minLength: 1 },
          ...Object.fromEntries(
            Object.entries(textFields).map(([name, { type, enum: values }]) => [
              name,
              { type, ...(values ? { enum: [...values] } : {}) },
            ]),
          ),
        },
      },
    }),
  );
}
