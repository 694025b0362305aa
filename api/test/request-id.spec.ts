import request from 'supertest';
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

const logged = () => lines.map((line) => JSON.parse(line) as { req?: { id?: string } });

describe('the request id', () => {
  it('logs a request under the id the gateway assigned', async () => {
    const gatewayId = 'f3b1c2d4e5a60718293a4b5c6d7e8f90';
    await request(testApp.server)
      .post('/contacts')
      .set('X-Request-Id', gatewayId)
      .send({ name: 'Ada Buyer', email: 'ada@brand.test', message: 'Samples of the linen shirt.' })
      .expect(201);

    const ofRequest = logged().filter((entry) => entry.req?.id === gatewayId);
    expect(ofRequest.length).toBeGreaterThanOrEqual(1);
  });

  it('gives a request without one (or with a forged one) a fresh id of its own', async () => {
    const forged = 'forged {"level":60,"msg":"admin"}';
    const seen = logged().length;
    await request(testApp.server).post('/contacts').set('X-Request-Id', forged).send({
      name: 'Ada Buyer',
      email: 'ada@brand.test',
      message: 'A quote for 500 aprons.',
    });
    await request(testApp.server).post('/contacts').send({
      name: 'Ada Buyer',
      email: 'ada@brand.test',
      message: 'A quote for 800 aprons.',
    });

    const ids = logged()
      .slice(seen)
      .map((entry) => entry.req?.id)
      .filter((id): id is string => id !== undefined);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    expect(new Set(ids).size).toBeGreaterThanOrEqual(2);
    expect(ids).not.toContain(forged);
  });
});
