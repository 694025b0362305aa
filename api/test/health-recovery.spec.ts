import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { startStandaloneDatabase, type StandaloneDatabase } from './support/standalone-database';
import { startTestApp, type TestApp } from './support/test-app';

// This spec starts, stops and restarts a database server of its own, with the harness's
// tools/harness/database.mjs (mongod on PATH, else FerretDB), whatever MONGODB_URI says.
let database: StandaloneDatabase | undefined;
let testApp: TestApp | undefined;

afterAll(async () => {
  await testApp?.close();
  await database?.stop();
});

const unavailable = {
  statusCode: 503,
  message: ApiMessages.databaseUnavailable,
  error: 'Service Unavailable',
};

/** Asks until the answer has the wanted status; each answer comes within a few seconds. */
async function waitForStatus(path: string, status: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request(testApp!.server).get(path);
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('when the database goes away and comes back', () => {
  it('answers 503 while it is away, then 200 again by itself, with no restart of the API', async () => {
    database = await startStandaloneDatabase();
    testApp = await startTestApp({}, { databaseServer: database.uri });
    expect((await request(testApp.server).get('/health')).status).toBe(200);

    await database.stop();

    const whileAway = await waitForStatus('/health', 503);
    expect(whileAway.status).toBe(503);
    expect(whileAway.body).toEqual(unavailable);
    const queryWhileAway = await request(testApp.server).get('/categories');
    expect(queryWhileAway.status).toBe(503);
    expect(queryWhileAway.body).toEqual(unavailable);

    database = await startStandaloneDatabase(database.port);

    const afterReturn = await waitForStatus('/health', 200);
    expect(afterReturn.status).toBe(200);
    expect(afterReturn.body).toEqual({
      status: 'ok',
      dependencies: { database: 'up', rateLimitStore: 'in-process', authProvider: 'up' },
    });
    expect((await request(testApp.server).get('/categories')).status).toBe(200);
  }, 180_000);
});

describe('when the database hangs (its process paused) and wakes up', () => {
  it('answers 503 instead of waiting, serves the cached catalogue, then recovers by itself', async () => {
    await testApp?.close();
    await database?.stop();
    database = await startStandaloneDatabase();
    testApp = await startTestApp(
      { CATALOGUE_CACHE_SECONDS: '1' },
      { databaseServer: database.uri },
    );
    await testApp.db.collection('categories').insertOne({
      key: 'shirts',
      title: 'Shirts',
      description: 'Cut and sewn to order',
      image: 'http://api.threadline.test/images/shirts-main',
      icon: 'Scissors',
      galleryImages: [],
      createdAt: new Date(),
    });
    const catalogue = await request(testApp.server).get('/categories');
    expect(catalogue.status).toBe(200);

    database.pause();
    try {
      const health = await request(testApp.server).get('/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual(unavailable);
      // Read before the hang: the cache answers, even once its time is up.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const cached = await request(testApp.server).get('/categories');
      expect(cached.status).toBe(200);
      expect(cached.body).toEqual(catalogue.body);
      // Never read: nothing to serve but the outage.
      const unknown = await request(testApp.server).get('/categories/trousers');
      expect(unknown.status).toBe(503);
      expect(unknown.body).toEqual(unavailable);
      const write = await request(testApp.server)
        .post('/contacts')
        .send({ name: 'Ana', email: 'ana@example.com', message: 'Do you make linen shirts?' });
      expect(write.status).toBe(503);
    } finally {
      database.resume();
    }

    expect((await waitForStatus('/health', 200)).status).toBe(200);
    expect((await waitForStatus('/categories/trousers', 404)).status).toBe(404);
  }, 180_000);
});
