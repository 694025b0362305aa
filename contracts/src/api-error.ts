import type { ApiErrorBody } from './types';

/** The parts of a failure these helpers read: an HTTP client's (axios or alike) or an auth provider's. */
interface ErrorLike {
  response?: { status?: number; data?: unknown };
  code?: unknown;
}

function fieldsOf(error: unknown): ErrorLike | undefined {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : undefined;
}

/** The HTTP status of a failed call, or undefined when the server never answered. */
export function getApiErrorStatus(error: unknown): number | undefined {
  const status = fieldsOf(error)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The API's own message (`{ statusCode, message, error }`; a list of validation messages is joined). */
function apiMessageOf(error: unknown): string | undefined {
  const data = fieldsOf(error)?.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as Partial<ApiErrorBody>).message;
  if (Array.isArray(message)) {
    const parts = message.filter((part) => typeof part === 'string' && part.trim());
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * What to tell a person about a failure: the message the API sent with it, else `fallback`. An
 * error's own text ("Network Error", "Firebase: Error (…)") is never shown: it is a library's, not
 * ours. (The shell's sign-in pages map the auth provider's codes first: `authErrorMessage`.)
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  const fromApi = apiMessageOf(error);
  return fromApi ?? fallback;
}
