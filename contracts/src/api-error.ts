import type { ApiErrorBody } from './types';

/** The part of an HTTP client's error (axios or alike) these helpers read; no client imported. */
interface HttpErrorLike {
  response?: { status?: number; data?: unknown };
}

function responseOf(error: unknown): HttpErrorLike['response'] {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as HttpErrorLike).response;
}

/** The HTTP status of a failed call, or undefined when the server never answered. */
export function getApiErrorStatus(error: unknown): number | undefined {
  const status = responseOf(error)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The message the API sent with a failure (`{ statusCode, message, error }`; a list of
 * validation messages is joined), else `fallback`. Transport errors ("Network Error") and
 * non-HTTP errors give the fallback, so people see the product's words, not a library's.
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  const data = responseOf(error)?.data;
  if (typeof data !== 'object' || data === null) return fallback;
  const message = (data as Partial<ApiErrorBody>).message;
  if (Array.isArray(message)) {
    const parts = message.filter((part) => typeof part === 'string' && part.trim());
    return parts.length > 0 ? parts.join(', ') : fallback;
  }
  return typeof message === 'string' && message.trim() ? message : fallback;
}
