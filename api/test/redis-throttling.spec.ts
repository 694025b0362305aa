import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

// Two API instances, each with its own throttler and Redis connection, as two replicas behind a
// proxy would be. Budget 4 in a long window: the 429 comes from counting, never from timing.
const BUDGET = '4';

function redisServerBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!found)
    throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run does)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    redisServerBinary(),
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

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
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let replicas: TestApp[] = [];

  beforeAll(async () => {
    redis = await startRedis();
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
