import request from 'supertest';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

// ASVS V8: an answer carrying personal or admin data is never kept by a browser or a shared
// cache. One interceptor sets it for every authenticated answer; exports and attachments keep
// their own.
let testApp: TestApp;
let admin: SignedInAccount;
let member: SignedInAccount;
let quoteId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp);
  member = await signedInPerson(testApp);
  await testApp.db.collection('categories').insertOne({
    key: 'cache-shirts',
    title: 'Shirts',
    description: 'Cut and sewn to order',
    image: 'http://api.threadline.test/images/shirts-main',
    icon: 'Shirt',
    galleryImages: [],
    createdAt: new Date(),
  });
  const quote = await request(testApp.server)
    .post('/quotes')
    .auth(member.token, { type: 'bearer' })
    .send({
      name: 'Ana Weaver',
      email: member.email,
      categoryKey: 'cache-shirts',
      kind: 'bulk',
      quantity: 500,
      deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      details: 'Poplin shirts in three colours, sizes M to XL.',
    })
    .expect(201);
  quoteId = (quote.body as { insertedId: string }).insertedId;
  await request(testApp.server)
    .post('/contacts')
    .send({ name: 'Ana', email: 'ana@brand.example', message: 'Do you make linen shirts?' })
    .expect(201);
});

afterAll(async () => {
  await testApp?.close();
});

describe('Cache-Control on authenticated answers', () => {
  it.each([
    ['member', 'GET /users/me', '/users/me'],
    ['member', 'GET /quotes/mine', '/quotes/mine'],
    ['member', 'GET /quotes/:id', 'quote'],
    ['admin', 'GET /users', '/users'],
    ['admin', 'GET /users/admin/:email', 'admin-check'],
    ['admin', 'GET /contacts', '/contacts'],
    ['admin', 'GET /audit', '/audit'],
    ['admin', 'GET /quotes', '/quotes'],
    ['admin', 'GET /quotes/summary', '/quotes/summary'],
  ])('marks the %s answer of %s no-store', async (who, _route, path) => {
    const caller = who === 'admin' ? admin : member;
    const url =
      path === 'quote'
        ? `/quotes/${quoteId}`
        : path === 'admin-check'
          ? `/users/admin/${encodeURIComponent(admin.email)}`
          : path;
    const response = await request(testApp.server).get(url).auth(caller.token, { type: 'bearer' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the exports their own header and leaves the public catalogue cacheable', async () => {
    const exported = await request(testApp.server)
      .get('/contacts/export.csv')
      .auth(admin.token, { type: 'bearer' });
    expect(exported.status).toBe(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    const catalogue = await request(testApp.server).get('/categories');
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers['cache-control']).not.toContain('no-store');
  });
});
