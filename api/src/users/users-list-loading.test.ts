import type { ArgumentsHost } from '@nestjs/common';
import { ApiMessages } from '@threadline/contracts';
import {
  LIST_RETRY_AFTER_SECONDS,
  UsersListLoadingException,
  UsersListLoadingFilter,
} from './users-list-loading';

/** A reply that keeps what the filter wrote, as Fastify's would send it. */
function recordingReply() {
  const sent: { headers: Record<string, string>; status?: number; type?: string; body?: unknown } =
    { headers: {} };
  const reply = {
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    status: (code: number) => ((sent.status = code), reply),
    type: (type: string) => ((sent.type = type), reply),
    send: (body: unknown) => ((sent.body = body), reply),
  };
  return { reply, sent };
}

describe('UsersListLoadingFilter', () => {
  it('answers 503 in the API error shape, with Retry-After', () => {
    const { reply, sent } = recordingReply();
    const host = {
      switchToHttp: () => ({ getRequest: () => ({}), getResponse: () => reply }),
    } as unknown as ArgumentsHost;

    new UsersListLoadingFilter().catch(new UsersListLoadingException(), host);

    expect(sent).toEqual({
      headers: { 'Retry-After': String(LIST_RETRY_AFTER_SECONDS) },
      status: 503,
      type: 'application/json; charset=utf-8',
      body: {
        statusCode: 503,
        message: ApiMessages.usersListLoading,
        error: 'Service Unavailable',
      },
    });
  });
});
