import type { ApiClient, ApiResponse } from '@threadline/contracts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A canned answer: `status` >= 400 rejects like axios does, with `{ response }`. */
export interface CannedResponse {
  status?: number;
  data?: unknown;
  headers?: Record<string, unknown>;
  /** Never settles: for asserting loading states. */
  pending?: boolean;
  /** Upload progress events handed to the call's onUploadProgress before it settles. */
  progress?: Array<{ loaded: number; total?: number }>;
}

export interface RecordedCall {
  method: Method;
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
}

/** A fixed answer, or one computed from the call (e.g. per page, or the nth time). */
export type CannedAnswer = CannedResponse | ((call: RecordedCall, nth: number) => CannedResponse);

export type CannedRoutes = Partial<Record<`${Method} ${string}`, CannedAnswer>>;

export interface FakeApi extends ApiClient {
  calls: RecordedCall[];
}

/**
 * An ApiClient answering from a table keyed by "METHOD /path" (query strings excluded), for a
 * remote's tests: remotes get their client from the shell's props, so this stands in for it. An
 * unlisted call fails with 404 so a test never passes against a request it did not expect.
 */
export function createFakeApi(routes: CannedRoutes = {}): FakeApi {
  const calls: FakeApi['calls'] = [];

  function respond<T>(
    method: Method,
    url: string,
    body?: unknown,
    params?: Record<string, unknown>,
    onUploadProgress?: (event: { loaded: number; total?: number }) => void,
  ) {
    const call: RecordedCall = { method, url, body, params };
    calls.push(call);
    const nth = calls.filter((earlier) => earlier.method === method && earlier.url === url).length;
    const answer = routes[`${method} ${url}`];
    const canned = (typeof answer === 'function' ? answer(call, nth) : answer) ?? {
      status: 404,
      data: {
        statusCode: 404,
        message: `No canned response for ${method} ${url}`,
        error: 'Not Found',
      },
    };
    canned.progress?.forEach((event) => onUploadProgress?.(event));
    if (canned.pending) return new Promise<ApiResponse<T>>(() => undefined);
    const status = canned.status ?? 200;
    const response: ApiResponse<T> = {
      status,
      data: canned.data as T,
      headers: canned.headers ?? {},
    };
    if (status >= 400) {
      return Promise.reject(
        Object.assign(new Error(`Request failed with status code ${status}`), { response }),
      );
    }
    return Promise.resolve(response);
  }

  return {
    calls,
    get: (url, config) => respond('GET', url, undefined, config?.params),
    delete: (url) => respond('DELETE', url),
    post: (url, body, config) => respond('POST', url, body, undefined, config?.onUploadProgress),
    put: (url, body) => respond('PUT', url, body),
    patch: (url, body) => respond('PATCH', url, body),
  };
}
