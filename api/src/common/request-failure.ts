/**
 * What a request failed with, as the exception filter answered it: recorded there, read once the
 * answer is sent (the metrics count database failures from it). Kept beside the request rather
 * than in an interceptor, so a request that succeeds costs nothing here.
 */
const failures = new WeakMap<object, unknown>();

export function recordFailure(request: object, exception: unknown): void {
  failures.set(request, exception);
}

/** The exception the request's answer was made from, if it failed. */
export function failureOf(request: object): unknown {
  return failures.get(request);
}
