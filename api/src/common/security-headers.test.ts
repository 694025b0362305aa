import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { headersSetBy, securityHeaders } from './security-headers';

describe('the security headers decided once', () => {
  it('are what helmet sets on a real response', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    })(response.req, response, () => {});
    const expected = Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    const decided = Object.fromEntries(
      Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(decided).toEqual(expected);
    expect(decided['content-security-policy']).toContain("default-src 'self'");
    expect(decided['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('refuse a middleware whose headers depend on the request', () => {
    expect(() =>
      headersSetBy((request, response, next) => {
        response.setHeader('X-Seen', String(request.headers['user-agent']));
        next();
      }),
    ).toThrow(/read the request/);
  });
});
