import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { RateLimitStore } from '../src/rate-limit/rate-limit-store';
import { startRedisServer } from './support/paused-processes';
import { startTestApp, type TestApp } from './support/test-app';

// Two API instances, each with its own throttler and Redis connection, as two replicas behind a
// proxy would be. Budget 4 in a long window: the 429 comes from counting, never from timing.
const BUDGET = '4';

const contactForm = {
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  message: 'We need 500 poplin shirts.',
};
// TRUST_PROXY=1: the API is told one proxy stands in front, so the client is the address that
// proxy appended to X-Forwarded-For. Each client gets an address no other has had in this file,
// so no test meets a budget another test spent (they share one Redis for the whole file).
let clients = 0;
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${(clients += 1)}` });
const post = (app: TestApp, client: Record<string, string>) =>
  request(app.server).post('/contacts').set(client).send(contactForm);

async function twoReplicas(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const settings = {
    THROTTLE_WINDOW_SECONDS: '600',
    THROTTLE_CONTACTS_LIMIT: BUDGET,
    TRUST_PROXY: '1',
    ...env,
  };
  return [await startTestApp(settings), await startTestApp(settings)];
}

describe('rate limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let replicas: TestApp[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterEach(async () => {
    for (const replica of replicas) await replica.close();
    replicas = [];
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('holds one budget across two API replicas: 2 requests to each, then the 5th on either is 429', async () => {
    const [first, second] = (replicas = await twoReplicas({ REDIS_URL: redis.url }));
    const client = newClient();

    const statuses = [
      (await post(first, client)).status,
      (await post(second, client)).status,
      (await post(first, client)).status,
      (await post(second, client)).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect((await post(first, client)).status).toBe(429);
    expect((await post(second, client)).status).toBe(429);
  });

  it('still counts each client on its own', async () => {
    const [first, second] = (replicas = await twoReplicas({ REDIS_URL: redis.url }));
    const spender = newClient();
    for (let i = 0; i < 4; i += 1) await post(i % 2 ? second : first, spender).expect(201);

    expect((await post(second, newClient())).status).toBe(201);
  });

  it('holds one telemetry budget across replicas, each deciding at once and syncing in the background', async () => {
    const [first, second] = (replicas = await twoReplicas({
      REDIS_URL: redis.url,
      THROTTLE_TELEMETRY_LIMIT: '6',
    }));
    const client = newClient();
    const beacon = (app: TestApp) =>
      request(app.server)
        .post('/telemetry/remotes')
        .set(client)
        .set('Content-Type', 'text/plain')
        .send(
          JSON.stringify({
            reports: [
              { remote: 'remote-public', release: '20261124T100000Z-aaaa0001', outcome: 'mounted' },
            ],
          }),
        );
    // What each replica's background sync (every 100 ms) does, without waiting for it.
    const sync = (app: TestApp) => app.app.get(RateLimitStore).syncNow();

    for (let i = 0; i < 4; i += 1) expect((await beacon(first)).status).toBe(204);
    await sync(first);
    expect((await beacon(second)).status).toBe(204);
    await sync(second);
    // The second knows the first's four: its 6th is within the budget, the 7th is refused.
    expect((await beacon(second)).status).toBe(204);
    const refused = await beacon(second);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: ApiMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The first learns the second's hits with its next sync, and refuses from then on.
    await beacon(first);
    await sync(first);
    expect((await beacon(first)).status).toBe(429);
  });

  it('without Redis each replica counts alone, so two replicas give twice the budget', async () => {
    const [first, second] = (replicas = await twoReplicas({}));
    const client = newClient();
    for (let i = 0; i < 4; i += 1) await post(first, client).expect(201);

    expect((await post(first, client)).status).toBe(429);
    expect((await post(second, client)).status).toBe(201);
  });
});
