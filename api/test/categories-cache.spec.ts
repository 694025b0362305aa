import request from 'supertest';
import { CatalogueCache } from '../src/categories/catalogue-cache';
import { signedInUser } from './support/firebase-accounts';
import { stepUp } from './support/passkeys';
import { startTestApp, type TestApp } from './support/test-app';

// The public catalogue read through the in-process cache (the other specs turn it off).
let cached: TestApp;
let shortLived: TestApp;
let adminToken: string;

const category = (key: string, title = `Title of ${key}`) => ({
  key,
  title,
  description: `Description of ${key}`,
  image: `http://api.threadline.test/images/${key}-main`,
  icon: 'Scissors',
  galleryImages: [`http://api.threadline.test/images/${key}-1`],
});

beforeAll(async () => {
  // Long enough that nothing in this spec outlives it: what changes, changed through the API.
  cached = await startTestApp({
    CATALOGUE_CACHE_SECONDS: '600',
    CORS_ORIGINS: 'http://shell.threadline.test',
  });
  const admin = await signedInUser(cached.server);
  await cached.db.collection('users').updateOne({ uid: admin.uid }, { $set: { role: 'admin' } });
  // Admin rights need the passkey step-up (issue 40).
  adminToken = (await stepUp(cached, admin.token)).token;
});

afterAll(async () => {
  await cached?.close();
  await shortLived?.close();
});

// Each test starts from an empty catalogue and an empty cache (a write of a test of its own would
// otherwise leave its answers cached for the next).
beforeEach(async () => {
  await cached.db.collection('categories').deleteMany({});
  cached.app.get(CatalogueCache).invalidate();
});

describe('the public catalogue cache', () => {
  it('answers with an ETag and a public Cache-Control, and 304 when the client holds that version', async () => {
    await request(cached.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('shirts'))
      .expect(201);

    for (const path of ['/categories', '/categories/shirts']) {
      const first = await request(cached.server).get(path).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers['cdn-cache-control']).toBe(
        'public, max-age=600, stale-while-revalidate=60',
      );
      expect(first.headers['content-type']).toMatch(/^application\/json/);

      const again = await request(cached.server).get(path).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');

      const other = await request(cached.server).get(path).set('If-None-Match', '"another"');
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first.body);
    }
  });

  it('answers every read of a cached entry with the same headers as the read that filled it', async () => {
    await request(cached.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('shirts'))
      .expect(201);
    // Without a Date, which changes by the second; the rest is what the whole stack sets
    // (security headers, CORS for an allowed origin, caching), cached answer or not.
    const headersOf = (response: request.Response) => {
      const { date: _date, ...rest } = response.headers;
      return rest;
    };

    for (const path of ['/categories', '/categories/shirts']) {
      for (const origin of ['http://shell.threadline.test', 'http://elsewhere.test']) {
        const first = await request(cached.server).get(path).set('Origin', origin).expect(200);
        if (origin === 'http://elsewhere.test')
          expect(first.headers['access-control-allow-origin']).toBeUndefined();
        else expect(first.headers['access-control-allow-origin']).toBe(origin);
        expect(first.headers['content-security-policy']).toBeDefined();
        for (let read = 0; read < 5; read += 1) {
          const again = await request(cached.server).get(path).set('Origin', origin).expect(200);
          expect(headersOf(again)).toEqual(headersOf(first));
          expect(again.body).toEqual(first.body);
        }
      }
    }
  });

  it('shows a write through this API at once, in the list and by key', async () => {
    await request(cached.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('shirts'))
      .expect(201);
    const before = await request(cached.server).get('/categories/shirts').expect(200);
    expect((await request(cached.server).get('/categories')).body).toHaveLength(1);

    await request(cached.server)
      .put('/categories/shirts')
      .auth(adminToken, { type: 'bearer' })
      .send({ ...category('shirts', 'Shirts, renamed'), key: undefined })
      .expect(200);
    const renamed = await request(cached.server).get('/categories/shirts').expect(200);
    expect(renamed.body.title).toBe('Shirts, renamed');
    expect(renamed.headers.etag).not.toBe(before.headers.etag);
    expect((await request(cached.server).get('/categories')).body[0].title).toBe('Shirts, renamed');

    await request(cached.server)
      .delete('/categories/shirts')
      .auth(adminToken, { type: 'bearer' })
      .expect(200);
    expect((await request(cached.server).get('/categories/shirts')).status).toBe(404);
    expect((await request(cached.server).get('/categories')).body).toEqual([]);
  });

  it("keeps answering from memory what another process changed, until the cache's time is up", async () => {
    await cached.db
      .collection('categories')
      .insertOne({ ...category('denim'), createdAt: new Date() });
    expect((await request(cached.server).get('/categories')).body).toHaveLength(1);

    // Another API process (or a script) writes straight to the database.
    await cached.db.collection('categories').deleteMany({});
    expect((await request(cached.server).get('/categories')).body).toHaveLength(1);
  });

  it('shows what another process wrote once the time set by CATALOGUE_CACHE_SECONDS has passed', async () => {
    // Started last: Passport keeps the JWT strategy of the newest app, and this test signs no one in.
    shortLived = await startTestApp({ CATALOGUE_CACHE_SECONDS: '1' });
    expect((await request(shortLived.server).get('/categories')).body).toEqual([]);
    await shortLived.db
      .collection('categories')
      .insertOne({ ...category('linen'), createdAt: new Date() });

    const deadline = Date.now() + 15_000;
    let seen: unknown[] = [];
    while (seen.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await request(shortLived.server).get('/categories')).body;
    }
    expect(seen).toEqual([expect.objectContaining({ key: 'linen' })]);
  });
});
