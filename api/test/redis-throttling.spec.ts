import { randomInt } from 'node:crypto';
import request from 'supertest';
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
// proxy appended to X-Forwarded-For. A fresh address per test keeps the budgets apart.
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${randomInt(1, 255)}` });
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

    let other = newClient();
    while (other['X-Forwarded-For'] === spender['X-Forwarded-For']) other = newClient();
    expect((await post(second, other)).status).toBe(201);
  });

  it('without Redis each replica counts alone, so two replicas give twice the budget', async () => {
    const [first, second] = (replicas = await twoReplicas({}));
    const client = newClient();
    for (let i = 0; i < 4; i += 1) await post(first, client).expect(201);

    expect((await post(first, client)).status).toBe(429);
    expect((await post(second, client)).status).toBe(201);
  });
});
