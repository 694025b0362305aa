import request from 'supertest';
import { createAccount, TEST_PASSWORD } from './support/firebase-accounts';
import { signedInPerson } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp(
    { LOG_LEVEL: 'info' },
    { logDestination: { write: (line: string) => void lines.push(line) } },
  );
});

afterAll(async () => {
  await testApp?.close();
});

describe('the request log', () => {
  it('records each request without any token, password or query string in it', async () => {
    const account = await createAccount({ emailVerified: true });
    const exchange = await request(testApp.server)
      .post('/jwt')
      .send({ idToken: account.idToken, password: TEST_PASSWORD })
      .expect(200);
    const apiToken: string = exchange.body.token;
    await request(testApp.server).get('/users/me').auth(apiToken, { type: 'bearer' }).expect(200);
    await request(testApp.server)
      .get('/categories?token=query-secret-123')
      .set('Cookie', 'session=cookie-secret-456')
      .expect(200);
    await request(testApp.server)
      .get('/users/me')
      .auth('forged.bearer.value', { type: 'bearer' })
      .expect(401);
    const person = await signedInPerson(testApp);

    const log = lines.join('');

    // The log is really being written: one line per request, with method, path and status.
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests.length).toBeGreaterThanOrEqual(5);
    expect(requests).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ method: 'GET', url: '/users/me' }),
        res: { statusCode: 200 },
      }),
    );
    expect(log.toLowerCase()).not.toContain('authorization');
    for (const secret of [
      account.idToken,
      apiToken,
      person.token,
      person.idToken,
      TEST_PASSWORD,
      'query-secret-123',
      'cookie-secret-456',
      'forged.bearer.value',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
