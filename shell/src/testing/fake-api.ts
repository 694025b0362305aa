import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

type Reply = { status: number; data?: unknown };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

const defaultRoutes: Record<string, Handler> = {
  'POST /jwt': () => ({ status: 200, data: { token: 'session-token' } }),
  'POST /users': () => ({ status: 201, data: { insertedId: 'user-1' } }),
  'GET /users/admin/*': () => ({ status: 200, data: { admin: false } }),
  'POST /logout': () => ({ status: 204 }),
  'POST /images': () => ({
    status: 201,
    data: { success: true, data: { url: 'https://images.example/ana.png' } },
  }),
};

const matches = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;

/**
 * A stand-in for the network behind the real axios client: answers by "METHOD /path" (a trailing
 * * matches a prefix) and records every request, so tests see what the shell sent.
 */
export function createFakeApi(routes: Record<string, Handler> = {}) {
  const table = { ...defaultRoutes, ...routes };
  const requests: RecordedRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers);
    const authorization = headers.get('Authorization') as string | undefined;
    const body = typeof config.data === 'string' ? safeJson(config.data) : config.data;
    const request: RecordedRequest = {
      method,
      url,
      authorization: authorization ?? undefined,
      body,
    };
    requests.push(request);

    const key = `${method} ${url}`;
    const pattern = Object.keys(table)
      .reverse()
      .find((candidate) => matches(candidate, key));
    const reply: Reply = pattern
      ? await table[pattern](request)
      : { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (!validate(reply.status)) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };

  return {
    adapter,
    requests,
    /** Requests as "METHOD /path" in the order they were sent. */
    sent: () => requests.map((request) => `${request.method} ${request.url}`),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
