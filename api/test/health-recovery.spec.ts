import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { startStandaloneDatabase, type StandaloneDatabase } from './support/standalone-database';
import { startTestApp, type TestApp } from './support/test-app';

// This spec starts, stops and restarts a database server of its own, with the harness's
// scripts/lib/database.mjs (mongod on PATH, else FerretDB), whatever MONGODB_URI says.
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
    expect(afterReturn.body).toEqual({ status: 'ok' });
    expect((await request(testApp.server).get('/categories')).status).toBe(200);
  }, 180_000);
});
