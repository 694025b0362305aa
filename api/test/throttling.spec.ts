import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { createAccount } from './support/firebase-accounts';
import { signedInPerson } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';
import { ReleaseTelemetryService } from '../src/releases/telemetry/release-telemetry.service';

// Small budgets in a long window: the 429 comes from counting, never from timing.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    THROTTLE_WINDOW_SECONDS: '600',
    THROTTLE_JWT_LIMIT: '2',
    THROTTLE_CONTACTS_LIMIT: '2',
    THROTTLE_IMAGES_LIMIT: '2',
    THROTTLE_USERS_LIMIT: '2',
    THROTTLE_QUOTES_LIMIT: '2',
    THROTTLE_TELEMETRY_LIMIT: '2',
    // As behind one proxy: X-Forwarded-For's last address is the client (the default trusts none).
    TRUST_PROXY: '1',
  });
});

afterAll(async () => {
  await testApp?.close();
});

const tooManyRequests = {
  statusCode: 429,
  message: ApiMessages.tooManyRequests,
  error: 'Too Many Requests',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const contactForm = {
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  message: 'We need 500 poplin shirts.',
};
// With TRUST_PROXY=1 the API reads the client from X-Forwarded-For, so each value is another client.
const fromClient = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('POST /contacts', () => {
  it('answers 429 with the catalogue message once a client spends its budget, and stores nothing more', async () => {
    const client = fromClient('203.0.113.10');
    const send = () => request(testApp.server).post('/contacts').set(client).send(contactForm);

    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const third = await send();

    expect(third.status).toBe(429);
    expect(third.body).toEqual(tooManyRequests);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testApp.db.collection('contacts').countDocuments({})).toBe(2);
  });

  it('counts each client on its own', async () => {
    const send = (ip: string) =>
      request(testApp.server).post('/contacts').set(fromClient(ip)).send(contactForm);
    await send('203.0.113.20').expect(201);
    await send('203.0.113.20').expect(201);
    await send('203.0.113.20').expect(429);

    expect((await send('203.0.113.21')).status).toBe(201);
  });

  it('counts refused submissions too, so a script cannot probe the rules for free', async () => {
    const send = () =>
      request(testApp.server).post('/contacts').set(fromClient('203.0.113.30')).send({});
    await send().expect(400);
    await send().expect(400);

    expect((await send()).status).toBe(429);
  });
});

describe('POST /jwt', () => {
  it('answers 429 after the budget, even to a valid ID token', async () => {
    const account = await createAccount({ emailVerified: true });
    const exchange = () =>
      request(testApp.server)
        .post('/jwt')
        .set(fromClient('198.51.100.1'))
        .send({ idToken: account.idToken });

    expect((await exchange()).status).toBe(200);
    expect((await exchange()).status).toBe(200);
    const third = await exchange();

    expect(third.status).toBe(429);
    expect(third.body).toEqual(tooManyRequests);
  });

  it('keeps a separate budget from POST /contacts', async () => {
    const client = fromClient('198.51.100.2');
    for (let i = 0; i < 3; i += 1)
      await request(testApp.server).post('/contacts').set(client).send(contactForm);

    const exchange = await request(testApp.server).post('/jwt').set(client).send({});

    expect(exchange.status).toBe(401);
  });
});

describe('POST /images', () => {
  it('answers 429 with success false after the budget', async () => {
    const person = await signedInPerson(testApp);
    const upload = () =>
      request(testApp.server)
        .post('/images')
        .set(fromClient('192.0.2.1'))
        .auth(person.token, { type: 'bearer' })
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' });

    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const third = await upload();

    expect(third.status).toBe(429);
    expect(third.body).toEqual({ success: false, ...tooManyRequests });
  });

  it('refuses a flood before looking at its tokens: anonymous uploads get 429 too', async () => {
    const upload = () =>
      request(testApp.server)
        .post('/images')
        .set(fromClient('192.0.2.2'))
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' });

    expect((await upload()).status).toBe(401);
    expect((await upload()).status).toBe(401);
    expect((await upload()).status).toBe(429);
  });
});

describe('POST /users', () => {
  it('answers 429 after the budget, before looking at the token', async () => {
    const client = fromClient('203.0.113.70');
    const save = () => request(testApp.server).post('/users').set(client).send({ name: 'Ana' });

    expect((await save()).status).toBe(401);
    expect((await save()).status).toBe(401);
    const third = await save();

    expect(third.status).toBe(429);
    expect(third.body).toEqual(tooManyRequests);
  });
});

describe('POST /quotes and POST /quotes/attachments', () => {
  const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');

  it('answer 429 once a client spends the quotes budget, and store nothing more', async () => {
    // An empty form is refused (400) but still counted, so no category needs to exist.
    const send = () =>
      request(testApp.server).post('/quotes').set(fromClient('192.0.2.60')).send({});
    await send().expect(400);
    await send().expect(400);
    const third = await send();

    expect(third.status).toBe(429);
    expect(third.body).toEqual(tooManyRequests);
    expect(await testApp.db.collection('quotes').countDocuments({})).toBe(0);
  });

  it('count the uploads on their own budget', async () => {
    const client = fromClient('192.0.2.61');
    const upload = () =>
      request(testApp.server)
        .post('/quotes/attachments')
        .set(client)
        .attach('file', PDF, { filename: 'tech-pack.pdf' });
    for (let i = 0; i < 2; i += 1)
      await request(testApp.server).post('/quotes').set(client).send({}).expect(400);

    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const third = await upload();
    expect(third.status).toBe(429);
    expect(await testApp.db.collection('quoteAttachments.files').countDocuments({})).toBe(2);
  });
});

describe('routes without a budget', () => {
  it('are never throttled', async () => {
    const client = fromClient('192.0.2.50');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await request(testApp.server).get('/categories').set(client)).status);
      statuses.push((await request(testApp.server).get('/health').set(client)).status);
    }

    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('POST /telemetry/remotes', () => {
  it('answers 429 once a browser spends its budget, and counts nothing more', async () => {
    const batch = JSON.stringify({
      reports: [
        { remote: 'remote-public', release: '20261124T100000Z-aaaa0001', outcome: 'mounted' },
      ],
    });
    const send = () =>
      request(testApp.server)
        .post('/telemetry/remotes')
        .set(fromClient('203.0.113.90'))
        .set('Content-Type', 'text/plain')
        .send(batch);
    await send().expect(204);
    await send().expect(204);
    const third = await send();

    expect(third.status).toBe(429);
    expect(third.body).toEqual(tooManyRequests);
    await testApp.app.get(ReleaseTelemetryService).flush();
    const [counted] = await testApp.db.collection('release_telemetry').find({}).toArray();
    expect(counted.counts).toEqual({ mounted: 2 });
  });
});
