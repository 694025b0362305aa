import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { signedInUser } from './support/firebase-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// big-list-of-naughty-strings ships its list as JSON.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const naughtyStrings: string[] = require('big-list-of-naughty-strings');

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    CORS_ORIGINS: 'http://localhost:3000,https://shop.threadline.test',
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /health', () => {
  it('answers 200 { status: "ok" } while the database answers a ping', async () => {
    const response = await request(testApp.server).get('/health');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      dependencies: { database: 'up', rateLimitStore: 'in-process', authProvider: 'up' },
    });
  });
});

describe('HTTP hardening', () => {
  it('lets an allow-listed origin read answers cross-origin, with the list headers exposed', async () => {
    const response = await request(testApp.server)
      .get('/health')
      .set('Origin', 'http://localhost:3000');

    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-expose-headers']).toBe('X-Total-Count,X-Unread-Count');
  });

  it('grants an allow-listed origin its refusals too, so the dashboard can read their messages', async () => {
    for (const path of ['/users/me', '/no-such-route']) {
      const response = await request(testApp.server)
        .get(path)
        .set('Origin', 'http://localhost:3000');

      expect([401, 404]).toContain(response.status);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(response.headers.vary).toContain('Origin');
    }
  });

  it('gives no CORS grant to an origin outside the allowlist', async () => {
    const response = await request(testApp.server)
      .get('/health')
      .set('Origin', 'https://evil.example');

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from an allow-listed origin for an authorised call', async () => {
    const response = await request(testApp.server)
      .options('/users/me')
      .set('Origin', 'https://shop.threadline.test')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');

    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.threadline.test');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'lets an allow-listed origin send a %s (the dashboard edits cross-origin)',
    async (method) => {
      const response = await request(testApp.server)
        .options('/categories/shirts')
        .set('Origin', 'https://shop.threadline.test')
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', 'authorization,content-type');

      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://shop.threadline.test');
      expect(response.headers['access-control-allow-methods']?.split(',')).toContain(method);
    },
  );

  it('sends helmet’s security headers and hides the framework', async () => {
    const response = await request(testApp.server).get('/health');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Every answer, a refusal as much as a success.
    const notFound = await request(testApp.server).get('/no-such-route');
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-security-policy']).toContain("default-src 'self'");
    expect(notFound.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a telemetry beacon (a route Fastify serves itself) as every route: the security headers, the CORS grant, the one error shape', async () => {
    const beacon = (body: string) =>
      request(testApp.server)
        .post('/telemetry/remotes')
        .set('Origin', 'https://shop.threadline.test')
        .set('Content-Type', 'text/plain')
        .send(body);
    const counted = await beacon(
      JSON.stringify({
        reports: [
          { remote: 'remote-public', release: '20261124T100000Z-aaaa0001', outcome: 'mounted' },
        ],
      }),
    );
    expect(counted.status).toBe(204);
    expect(counted.headers['access-control-allow-origin']).toBe('https://shop.threadline.test');
    expect(counted.headers['content-security-policy']).toContain("default-src 'self'");
    expect(counted.headers['x-content-type-options']).toBe('nosniff');

    const refused = await beacon('{"reports": [');
    expect(refused.status).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('https://shop.threadline.test');
    expect(refused.body).toEqual({
      statusCode: 400,
      message: ['The body must be a JSON telemetry batch'],
      error: 'Bad Request',
    });
  });

  it('answers 413 in the error shape to a JSON body over the limit', async () => {
    const user = await signedInUser(testApp.server);

    const response = await request(testApp.server)
      .post('/users')
      .auth(user.token, { type: 'bearer' })
      .send({ name: 'x'.repeat(200 * 1024) });

    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers 400 in the error shape to malformed JSON', async () => {
    const response = await request(testApp.server)
      .post('/jwt')
      .set('Content-Type', 'application/json')
      .send('{"idToken": ');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 404 in the error shape to an unknown route', async () => {
    const response = await request(testApp.server).get('/no-such-route');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /no-such-route',
      error: 'Not Found',
    });
  });

  it('serves the OpenAPI document and its UI at /docs without a token', async () => {
    const ui = await request(testApp.server).get('/docs');
    const document = await request(testApp.server).get('/docs-json');

    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
    expect(document.status).toBe(200);
    // The telemetry route, which no controller declares, with its body's schema and answers.
    const telemetry = document.body.paths['/telemetry/remotes'].post;
    expect(telemetry.requestBody.content['text/plain'].schema).toEqual({
      $ref: '#/components/schemas/TelemetryBatchDto',
    });
    expect(document.body.components.schemas.TelemetryBatchDto.properties).toHaveProperty('reports');
    expect(Object.keys(telemetry.responses).sort()).toEqual(['204', '400', '413', '429']);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/jwt',
        '/logout',
        '/users',
        '/users/me',
        '/users/admin/{email}',
        '/categories',
        '/categories/{key}',
        '/images',
        '/images/{id}',
        '/health',
        '/users/{id}',
        '/users/admin/{id}',
        '/contacts',
        '/contacts/{id}',
        '/contacts/{id}/read',
        '/quotes',
        '/quotes/attachments',
        '/quotes/summary',
        '/quotes/mine',
        '/quotes/{id}',
        '/quotes/{id}/attachments/{attachmentId}',
        '/telemetry/remotes',
      ]),
    );
  });
});

describe('user mistakes never become a 5xx', () => {
  let token: string;

  beforeAll(async () => {
    token = (await signedInUser(testApp.server)).token;
  });

  it('answers every naughty string as a name, refCode or path segment without a server error', async () => {
    const statuses = new Set<number>();
    for (const naughty of naughtyStrings) {
      const segment = encodeURIComponent(naughty) || '%20';
      const answers = await Promise.all([
        request(testApp.server)
          .post('/users')
          .auth(token, { type: 'bearer' })
          .send({ name: naughty, refCode: naughty }),
        request(testApp.server).get(`/users/admin/${segment}`).auth(token, { type: 'bearer' }),
        request(testApp.server).get(`/categories/${segment}`),
        request(testApp.server).get(`/images/${segment}`),
        request(testApp.server).post('/jwt').send({ idToken: naughty }),
      ]);
      for (const answer of answers) {
        statuses.add(answer.status);
        if (answer.status >= 500)
          throw new Error(`${answer.status} for ${JSON.stringify(naughty)}: ${answer.text}`);
      }
    }
    expect(Math.max(...statuses)).toBeLessThan(500);
  }, 120_000);
});

describe('health checks without a database', () => {
  it('answers /health and /health/ready 503 but /health/live 200 when the database does not answer', async () => {
    const isolated = await startTestApp();
    try {
      expect((await request(isolated.server).get('/health/ready')).status).toBe(200);
      await isolated.db.dropDatabase();
      await isolated.db.close();

      const unavailable = {
        statusCode: 503,
        message: ApiMessages.databaseUnavailable,
        error: 'Service Unavailable',
      };
      for (const path of ['/health', '/health/ready']) {
        const response = await request(isolated.server).get(path);
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 503,
          body: unavailable,
        });
      }
      const live = await request(isolated.server).get('/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'ok' });
    } finally {
      await isolated.close();
    }
  });
});

describe('in production (NODE_ENV=production, a real Firebase project)', () => {
  let production: TestApp;

  beforeAll(async () => {
    production = await startTestApp({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_PROJECT_ID: 'threadline-prod',
      MAIL_FROM: 'Threadline <no-reply@threadline.test>',
      APP_URL: 'https://threadline.test',
    });
  });

  afterAll(async () => {
    await production?.close();
  });

  it('serves no API explorer: /docs and /docs-json answer 404', async () => {
    expect((await request(production.server).get('/docs')).status).toBe(404);
    expect((await request(production.server).get('/docs-json')).status).toBe(404);
    expect((await request(production.server).get('/health/live')).status).toBe(200);
  });
});
