import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { mongo, Error as MongooseError } from 'mongoose';
import { ApiMessages, type ApiErrorBody } from '@threadline/contracts';
import { isDuplicateKeyError } from './mongo-errors';

/** The type of every error answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** Errors from Express middleware (body-parser) carry an HTTP status meant for the client. */
function clientStatusOf(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, expose } = exception as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true
    ? status
    : undefined;
}

/** The database could not be reached: an outage (503), not a bug. */
export function isDatabaseOutage(exception: unknown): boolean {
  return (
    exception instanceof mongo.MongoNetworkError ||
    exception instanceof mongo.MongoServerSelectionError ||
    exception instanceof mongo.MongoTopologyClosedError ||
    exception instanceof mongo.MongoNotConnectedError ||
    exception instanceof MongooseError.MongooseServerSelectionError
  );
}

function duplicateField(error: {
  keyValue?: Record<string, unknown>;
  keyPattern?: Record<string, unknown>;
}): string | undefined {
  return Object.keys(error.keyValue ?? error.keyPattern ?? {})[0];
}

/**
 * Turns anything thrown into the one error shape the API answers with. An unexpected failure is
 * flagged `unexpected` so the caller logs it: a 5xx is a bug or an outage, never a user mistake.
 */
export function toErrorBody(exception: unknown): ApiErrorBody & { unexpected?: true } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string')
      return { statusCode: status, message: response, error: statusText(status) };
    const { message, error, code, hasPasskey } = response as {
      message?: string | string[];
      error?: string;
      code?: unknown;
      hasPasskey?: unknown;
    };
    return {
      statusCode: status,
      message: message ?? exception.message,
      error: typeof error === 'string' && error !== message ? error : statusText(status),
      // A step-up refusal's machine code (STEP_UP_REQUIRED), for the shell to act on.
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof hasPasskey === 'boolean' ? { hasPasskey } : {}),
    };
  }
  if (isDuplicateKeyError(exception)) {
    const field = duplicateField(exception as never);
    return {
      statusCode: HttpStatus.CONFLICT,
      message: field ? `A record with this ${field} already exists` : 'This record already exists',
      error: statusText(HttpStatus.CONFLICT),
    };
  }
  if (exception instanceof MongooseError.CastError || exception instanceof mongo.BSON.BSONError) {
    return {
      statusCode: HttpStatus.BAD_REQUEST,
      message: ApiMessages.invalidId,
      error: statusText(HttpStatus.BAD_REQUEST),
    };
  }
  if (isDatabaseOutage(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: ApiMessages.databaseUnavailable,
      error: statusText(HttpStatus.SERVICE_UNAVAILABLE),
    };
  }
  if (exception instanceof MongooseError.ValidationError) {
    return {
      statusCode: HttpStatus.BAD_REQUEST,
      message: Object.values(exception.errors).map((error) => error.message),
      error: statusText(HttpStatus.BAD_REQUEST),
    };
  }
  const clientStatus = clientStatusOf(exception);
  if (clientStatus !== undefined) {
    return {
      statusCode: clientStatus,
      message: (exception as Error).message,
      error: statusText(clientStatus),
    };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Internal server error',
    error: statusText(HttpStatus.INTERNAL_SERVER_ERROR),
    unexpected: true,
  };
}
