import type { ApiErrorBody } from '@threadline/contracts';

interface HttpErrorLike {
  response?: { status?: number; data?: Partial<ApiErrorBody> | unknown };
}

/** The HTTP status of a failed call, when the server answered at all. */
export function getErrorStatus(error: unknown): number | undefined {
  return (error as HttpErrorLike | null)?.response?.status;
}

/** The server's `{ message }` when it sent one (joined if it is a list), else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  const body = (error as HttpErrorLike | null)?.response?.data as Partial<ApiErrorBody> | undefined;
  const message = body?.message;
  if (Array.isArray(message) && message.length > 0) return message.join(', ');
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}
