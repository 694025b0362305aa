import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { API_TOKEN_ISSUER } from '../src/auth/jwt.strategy';
import { createAccount, type TestAccount } from './support/firebase-accounts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every route of the app × every kind of caller. The routes are read from the running app's
 * router, so a route added without a row here fails "has a row for every route".
 */
const CREDENTIALS = ['anonymous', 'user', 'admin', 'forged', 'expired', 'algNone'] as const;
type Credential = (typeof CREDENTIALS)[number];
type Expected = Record<Credential, number>;

const everyone = (status: number): Expected => ({
  anonymous: status,
  user: status,
  admin: status,
  forged: status,
  expired: status,
  algNone: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(401), user: status, admin: status });
const adminsOnly = (status: number): Expected => ({ ...everyone(401), user: 403, admin: status });

interface Fixtures {
  testApp: TestApp;
  person: SignedInAccount;
  admin: SignedInAccount;
  verifiedAccount: TestAccount;
  imagePath: string;
}

/** The request, not yet sent (a supertest Test is sent as soon as it is awaited). */
type Call = () => request.Test;

interface Row {
  expected: Expected;
  /** Prepares the call; runs once per credential, so a destructive call gets a fresh target. */
  call: (fixtures: Fixtures) => Promise<Call>;
}

/** A call that needs nothing prepared. */
const plain =
  (build: (fixtures: Fixtures) => request.Test) =>
  async (fixtures: Fixtures): Promise<Call> =>
  () =>
    build(fixtures);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const uniqueKey = () => `matrix-${randomBytes(4).toString('hex')}`;
const categoryBody = (key: string) => ({
  key,
  title: 'Matrix',
  description: 'A category for the authorization matrix.',
  image: 'http://api.threadline.test/images/0123456789abcdef01234567',
  icon: 'Shirt',
  galleryImages: ['http://api.threadline.test/images/0123456789abcdef01234568'],
});
const contactBody = {
  name: 'Ana',
  email: 'ana@brand.example',
  message: 'A message for the matrix.',
};

async function newCategory({ testApp }: Fixtures): Promise<string> {
  const key = uniqueKey();
  await testApp.db
    .collection('categories')
    .insertOne({ ...categoryBody(key), createdAt: new Date() });
  return key;
}

async function newContact({ testApp }: Fixtures): Promise<string> {
  const { insertedId } = await testApp.db
    .collection('contacts')
    .insertOne({ ...contactBody, read: false, createdAt: new Date() });
  return insertedId.toHexString();
}

const MATRIX: Record<string, Row> = {
  'POST /jwt': {
    expected: everyone(200),
    call: plain(({ testApp, verifiedAccount }) =>
      request(testApp.server).post('/jwt').send({ idToken: verifiedAccount.idToken }),
    ),
  },
  'POST /users': {
    expected: signedIn(200),
    call: plain(({ testApp }) =>
      request(testApp.server).post('/users').send({ name: 'Matrix Name' }),
    ),
  },
  'GET /users': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/users')),
  },
  'GET /users/export.csv': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/users/export.csv')),
  },
  'GET /users/me': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/users/me')),
  },
  'GET /users/admin/:email': {
    expected: signedIn(200),
    // A user may ask about themselves; an admin about anyone.
    call: plain(({ testApp, person }) =>
      request(testApp.server).get(`/users/admin/${encodeURIComponent(person.email)}`),
    ),
  },
  'PATCH /users/admin/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInPerson(fixtures.testApp);
      return () => request(fixtures.testApp.server).patch(`/users/admin/${target.recordId}`);
    },
  },
  'DELETE /users/admin/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInAdmin(fixtures.testApp);
      return () => request(fixtures.testApp.server).delete(`/users/admin/${target.recordId}`);
    },
  },
  'DELETE /users/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInPerson(fixtures.testApp);
      return () => request(fixtures.testApp.server).delete(`/users/${target.recordId}`);
    },
  },
  'GET /categories': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/categories')),
  },
  'GET /categories/:key': {
    expected: everyone(200),
    call: async (fixtures) => {
      const key = await newCategory(fixtures);
      return () => request(fixtures.testApp.server).get(`/categories/${key}`);
    },
  },
  'POST /categories': {
    expected: adminsOnly(201),
    call: plain(({ testApp }) =>
      request(testApp.server).post('/categories').send(categoryBody(uniqueKey())),
    ),
  },
  'PUT /categories/:key': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const key = await newCategory(fixtures);
      return () =>
        request(fixtures.testApp.server).put(`/categories/${key}`).send(categoryBody(key));
    },
  },
  'DELETE /categories/:key': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const key = await newCategory(fixtures);
      return () => request(fixtures.testApp.server).delete(`/categories/${key}`);
    },
  },
  'POST /contacts': {
    expected: everyone(201),
    call: plain(({ testApp }) => request(testApp.server).post('/contacts').send(contactBody)),
  },
  'GET /contacts': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/contacts')),
  },
  'GET /contacts/export.csv': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/contacts/export.csv')),
  },
  'PATCH /contacts/:id/read': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () => request(fixtures.testApp.server).patch(`/contacts/${id}/read`);
    },
  },
  'DELETE /contacts/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () => request(fixtures.testApp.server).delete(`/contacts/${id}`);
    },
  },
  'POST /images': {
    expected: signedIn(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/images')
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' }),
    ),
  },
  'GET /images/:id': {
    expected: everyone(200),
    call: plain(({ testApp, imagePath }) => request(testApp.server).get(imagePath)),
  },
  'GET /audit': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/audit')),
  },
  'GET /health': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/health')),
  },
  // The OpenAPI document and its UI are public on purpose.
  'GET /docs': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs')),
  },
  'GET /docs/': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/')),
  },
  'GET /docs/index.html': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/index.html')),
  },
  'GET /docs/swagger-ui-init.js': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/swagger-ui-init.js')),
  },
  'GET /docs/docs/swagger-ui-init.js': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/docs/swagger-ui-init.js')),
  },
  // swagger-ui registers this path, but the installed swagger-ui-dist ships no such file.
  'GET /docs/LICENSE': {
    expected: everyone(404),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/LICENSE')),
  },
  'GET /docs-json': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs-json')),
  },
  'GET /docs-yaml': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs-yaml')),
  },
};

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD /path` of every route Express would dispatch to, read from the live router. */
function routesOf(testApp: TestApp): string[] {
  const express = testApp.app.getHttpAdapter().getInstance();
  const layers = (express.router ?? express._router).stack as unknown as RouterLayer[];
  return layers.flatMap(({ route }) => {
    // Nest applies app-wide middleware (pino's) as a route on every path and every method.
    if (!route || route.path === '/{*path}') return [];
    return Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`);
  });
}

let fixtures: Fixtures;
const bearers = {} as Record<Credential, string | undefined>;

beforeAll(async () => {
  const testApp = await startTestApp();
  const person = await signedInPerson(testApp);
  const admin = await signedInAdmin(testApp);
  const upload = await request(testApp.server)
    .post('/images')
    .auth(person.token, { type: 'bearer' })
    .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' })
    .expect(201);
  fixtures = {
    testApp,
    person,
    admin,
    verifiedAccount: await createAccount({ emailVerified: true }),
    imagePath: new URL(upload.body.data.url).pathname,
  };

  // The bad tokens all claim to be the admin, so accepting any of them would open every door.
  const nowSeconds = Math.floor(Date.now() / 1000);
  const claims = { sub: admin.uid, email: admin.email, rid: admin.recordId, iss: API_TOKEN_ISSUER };
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  bearers.anonymous = undefined;
  bearers.user = person.token;
  bearers.admin = admin.token;
  bearers.forged = new JwtService({ secret: randomBytes(32).toString('hex') }).sign(
    { ...claims, iat: nowSeconds, exp: nowSeconds + 3600 },
    { algorithm: 'HS256' },
  );
  bearers.expired = new JwtService({ secret: testApp.config.auth.jwtSecret }).sign(
    { ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 3600 },
    { algorithm: 'HS256' },
  );
  bearers.algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    ...claims,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  })}.`;
});

afterAll(async () => {
  await fixtures?.testApp.close();
});

describe('the authorization matrix', () => {
  it('has a row for every route of the app, and a route for every row', () => {
    expect(routesOf(fixtures.testApp).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const cases = Object.entries(MATRIX).flatMap(([route, row]) =>
    CREDENTIALS.map((credential) => [route, credential, row.expected[credential], row] as const),
  );

  it.each(cases)('%s as %s answers %i', async (_route, credential, status, row) => {
    const call = (await row.call(fixtures))();
    const bearer = bearers[credential];
    if (bearer) call.set('Authorization', `Bearer ${bearer}`);

    const response = await call;

    expect(response.status).toBe(status);
  });
});
