import Redis from 'ioredis';
import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { createAccount, type TestAccount } from './support/firebase-accounts';
import {
  startAuthEmulatorProcess,
  startRedisServer,
  type PausableService,
} from './support/paused-processes';
import { startStandaloneDatabase, type StandaloneDatabase } from './support/standalone-database';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Each backing service of this spec is a process the spec started itself: its own database,
 * Redis and Auth emulator. Each is paused in turn (SIGSTOP: connections stay open and nothing
 * answers, the hardest kind of outage), every kind of call must still get an answer within the
 * issue's 3 s, and once the process runs again (SIGCONT) everything works without a restart.
 */
const ANSWER_BOUND_MS = 3000;
/** Without the fix a call never answers: give up well after the bound, so the test fails, not hangs. */
const GIVE_UP_MS = 15_000;

let database: StandaloneDatabase;
let redis: PausableService & { url: string };
let emulator: PausableService & { host: string };
let testApp: TestApp;
let account: TestAccount & { token: string };
const harnessEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
/** What each call answered while a service was paused, for the lead's note. */
const answerTimes: { paused: string; call: string; status: number; ms: number }[] = [];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const contactForm = {
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  message: 'We need 500 poplin shirts.',
};
const quoteForm = () => ({
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  categoryKey: 'hung-shirts',
  kind: 'bulk',
  quantity: 500,
  deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  details: 'Poplin shirts in three colours, sizes M to XL.',
});

/** The rate-limited writes and the health check, as a client sends them. */
const calls: Record<string, () => request.Test> = {
  'POST /jwt': () => request(testApp.server).post('/jwt').send({ idToken: account.idToken }),
  'POST /contacts': () => request(testApp.server).post('/contacts').send(contactForm),
  'POST /users': () =>
    request(testApp.server)
      .post('/users')
      .auth(account.token, { type: 'bearer' })
      .send({ name: 'Ana Weaver' }),
  'POST /quotes': () => request(testApp.server).post('/quotes').send(quoteForm()),
  'POST /images': () =>
    request(testApp.server)
      .post('/images')
      .auth(account.token, { type: 'bearer' })
      .attach('image', PNG, { filename: 'photo', contentType: 'image/png' }),
  'GET /health': () => request(testApp.server).get('/health'),
};

async function timed(paused: string, call: string) {
  const started = performance.now();
  const response = await calls[call]().timeout({ response: GIVE_UP_MS });
  const ms = Math.round(performance.now() - started);
  answerTimes.push({ paused, call, status: response.status, ms });
  return { response, ms };
}

/** Asks until `done` holds; each answer comes within the bound, so this ends. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const started = await Promise.allSettled([
    startStandaloneDatabase(),
    startRedisServer(),
    startAuthEmulatorProcess(),
  ] as const);
  // What did start is kept, so that afterAll stops it even when another failed to.
  const [db, store, auth] = started;
  if (db.status === 'fulfilled') database = db.value;
  if (store.status === 'fulfilled') redis = store.value;
  if (auth.status === 'fulfilled') emulator = auth.value;
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  // The accounts of this spec live in its own emulator (the helpers read this variable).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  testApp = await startTestApp(
    {
      REDIS_URL: redis.url,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      THROTTLE_WINDOW_SECONDS: '600',
      THROTTLE_CONTACTS_LIMIT: '3',
      SESSION_SYNC_SECONDS: '0',
    },
    { databaseServer: database.uri },
  );
  await testApp.db.collection('categories').insertOne({
    key: 'hung-shirts',
    title: 'Shirts',
    description: 'Cut and sewn to order',
    image: 'http://api.threadline.test/images/shirts-main',
    icon: 'Shirt',
    galleryImages: [],
    createdAt: new Date(),
  });
  const created = await createAccount({ emailVerified: true });
  const exchanged = await request(testApp.server)
    .post('/jwt')
    .send({ idToken: created.idToken })
    .expect(200);
  account = { ...created, token: exchanged.body.token as string };
}, 180_000);

afterAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = harnessEmulatorHost;
  await testApp?.close();
  await Promise.all([database?.stop(), redis?.stop(), emulator?.stop()]);
  if (answerTimes.length > 0)
    console.info(
      `Answer times with a paused dependency (bound ${ANSWER_BOUND_MS} ms):\n${answerTimes
        .map((row) => `  ${row.paused.padEnd(9)} ${row.call.padEnd(15)} ${row.status} ${row.ms} ms`)
        .join('\n')}`,
    );
}, 120_000);

describe('a hung Redis (the rate-limit store)', () => {
  it('every rate-limited write answers as usual within 3 s, counted in this process', async () => {
    redis.pause();
    try {
      const expected: Record<string, number> = {
        'POST /jwt': 200,
        'POST /contacts': 201,
        'POST /users': 200,
        'POST /quotes': 201,
        'POST /images': 201,
      };
      for (const [call, status] of Object.entries(expected)) {
        const { response, ms } = await timed('redis', call);
        expect({ call, status: response.status }).toEqual({ call, status });
        expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      // The in-process fallback still limits: THROTTLE_CONTACTS_LIMIT is 3.
      await calls['POST /contacts']().expect(201);
      await calls['POST /contacts']().expect(201);
      expect((await calls['POST /contacts']()).status).toBe(429);

      const { response: health } = await timed('redis', 'GET /health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({
        status: 'degraded',
        dependencies: { database: 'up', rateLimitStore: 'down', authProvider: 'up' },
      });
    } finally {
      redis.resume();
    }
  }, 90_000);

  it('counts in Redis again once it is back, by itself', async () => {
    const health = await eventually(
      () => calls['GET /health'](),
      (response) => response.body?.dependencies?.rateLimitStore === 'up',
    );
    expect(health.body).toEqual({
      status: 'ok',
      dependencies: { database: 'up', rateLimitStore: 'up', authProvider: 'up' },
    });
    const client = new Redis(redis.url);
    try {
      const jwtHits = async () => {
        const keys = await client.keys('*jwt}:hits');
        const values = keys.length ? await client.mget(keys) : [];
        return values.reduce((sum, value) => sum + Number(value ?? 0), 0);
      };
      const before = await jwtHits();
      const after = await eventually(
        async () => {
          await calls['POST /jwt']().expect(200);
          return jwtHits();
        },
        (hits) => hits > before,
      );
      expect(after).toBeGreaterThan(before);
    } finally {
      client.disconnect();
    }
  }, 90_000);
});

describe('a hung Auth emulator (the auth provider)', () => {
  it('POST /jwt answers 503 with the catalogue message within 3 s', async () => {
    emulator.pause();
    try {
      const { response, ms } = await timed('auth', 'POST /jwt');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        statusCode: 503,
        message: ApiMessages.authServiceUnavailable,
        error: 'Service Unavailable',
      });
      expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      // Writes that need no sign-in go on.
      const { response: contact, ms: contactMs } = await timed('auth', 'POST /quotes');
      expect(contact.status).toBe(201);
      expect(contactMs).toBeLessThan(ANSWER_BOUND_MS);

      const { response: health, ms: healthMs } = await timed('auth', 'GET /health');
      expect(health.body).toEqual({
        status: 'degraded',
        dependencies: { database: 'up', rateLimitStore: 'up', authProvider: 'down' },
      });
      expect(healthMs).toBeLessThan(ANSWER_BOUND_MS);
    } finally {
      emulator.resume();
    }
  }, 90_000);

  it('signs in again once it is back, by itself', async () => {
    const response = await eventually(
      () => calls['POST /jwt'](),
      (answer) => answer.status === 200,
    );
    expect(response.status).toBe(200);
  }, 90_000);
});

describe('a hung database', () => {
  it('every call answers 503 within 3 s', async () => {
    database.pause();
    try {
      for (const call of ['POST /jwt', 'POST /contacts', 'POST /users', 'GET /health']) {
        const { response, ms } = await timed('database', call);
        expect({ call, status: response.status }).toEqual({ call, status: 503 });
        expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      }
    } finally {
      database.resume();
    }
  }, 90_000);

  it('answers again once it is back, by itself', async () => {
    const health = await eventually(
      () => calls['GET /health'](),
      (response) => response.status === 200,
    );
    expect(health.status).toBe(200);
    await calls['POST /jwt']().expect(200);
  }, 90_000);
});
