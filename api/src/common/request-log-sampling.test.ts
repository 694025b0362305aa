import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestLogLevel } from './request-log-sampling';

const req = (method: string, url: string) => ({ method, url }) as IncomingMessage;
const res = (statusCode: number) => ({ statusCode }) as ServerResponse;

describe('the request log sampling', () => {
  it('logs the first successful read of a path each second and skips the rest of that second', () => {
    let clock = 10_000;
    const levelOf = createRequestLogLevel(() => clock);
    expect(levelOf(req('GET', '/categories'), res(200))).toBe('info');
    expect(levelOf(req('GET', '/categories?x=1'), res(200))).toBe('silent');
    expect(levelOf(req('GET', '/categories/shirts'), res(200))).toBe('info');
    clock += 1000;
    expect(levelOf(req('GET', '/categories'), res(304))).toBe('info');
  });

  it('always logs failures and writes', () => {
    const levelOf = createRequestLogLevel(() => 0);
    for (let i = 0; i < 3; i += 1) {
      expect(levelOf(req('GET', '/users/me'), res(401))).toBe('info');
      expect(levelOf(req('GET', '/categories'), res(503))).toBe('error');
      expect(levelOf(req('GET', '/categories'), res(200), new Error('boom'))).toBe('error');
      expect(levelOf(req('POST', '/contacts'), res(201))).toBe('info');
    }
  });

  it("samples the browsers' telemetry posts like reads, but logs each failed one", () => {
    const levelOf = createRequestLogLevel(() => 0);
    expect(levelOf(req('POST', '/telemetry/remotes'), res(204))).toBe('info');
    expect(levelOf(req('POST', '/telemetry/remotes'), res(204))).toBe('silent');
    expect(levelOf(req('POST', '/telemetry/remotes'), res(400))).toBe('info');
    expect(levelOf(req('POST', '/telemetry/remotes'), res(429))).toBe('info');
    expect(levelOf(req('POST', '/contacts'), res(201))).toBe('info');
    expect(levelOf(req('POST', '/contacts'), res(201))).toBe('info');
  });
});
