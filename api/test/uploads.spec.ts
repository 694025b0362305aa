import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { ImageCleanup } from '../src/images/image-cleanup';
import { ImageUsage, STORED_PATHS_MIGRATION } from '../src/images/image-usage';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const API = 'http://api.threadline.test';
// A 1×1 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const pathOf = (url: string) => new URL(url).pathname;
const idOf = (url: string) => pathOf(url).split('/').pop() as string;

function upload(testApp: TestApp, token: string, file: Buffer = PNG, contentType = 'image/png') {
  return request(testApp.server)
    .post('/images')
    .auth(token, { type: 'bearer' })
    .attach('image', file, { filename: 'photo', contentType });
}

async function uploadedUrl(testApp: TestApp, token: string): Promise<string> {
  const response = await upload(testApp, token).expect(201);
  return response.body.data.url as string;
}

const category = (key: string, image: string, galleryImages: string[] = []) => ({
  key,
  title: key,
  description: 'A category with uploaded pictures.',
  image,
  icon: 'Shirt',
  galleryImages,
});

describe('uploaded images lose their metadata', () => {
  let testApp: TestApp;
  let person: SignedInAccount;

  beforeAll(async () => {
    testApp = await startTestApp();
    person = await signedInPerson(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('serves a phone photo without its EXIF, GPS position included', async () => {
    const photo = await sharp({
      create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TellTalePhone', Model: 'Model X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100' },
      })
      .toBuffer();
    // The fixture really carries what must go.
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('TellTalePhone')).toBe(true);

    const response = await upload(testApp, person.token, photo, 'image/jpeg').expect(201);
    const served = await request(testApp.server).get(pathOf(response.body.data.url)).buffer(true);

    const bytes = served.body as Buffer;
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('TellTalePhone')).toBe(false);
  });
});

describe('the per-account upload quota', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ UPLOAD_QUOTA_FILES: '2', UPLOAD_QUOTA_BYTES: '1000000' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses the upload past the number of files with 413 and the quota message', async () => {
    const person = await signedInPerson(testApp);
    await upload(testApp, person.token).expect(201);
    await upload(testApp, person.token).expect(201);

    const response = await upload(testApp, person.token);

    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      success: false,
      statusCode: 413,
      message: ApiMessages.imageQuotaExceeded,
      error: 'Payload Too Large',
    });
    expect(
      await testApp.db.collection('images.files').countDocuments({
        'metadata.uploadedBy': person.uid,
      }),
    ).toBe(2);
  });

  it('counts per account: another person still uploads', async () => {
    const first = await signedInPerson(testApp);
    await upload(testApp, first.token).expect(201);
    await upload(testApp, first.token).expect(201);
    await upload(testApp, first.token).expect(413);

    const other = await signedInPerson(testApp);

    expect((await upload(testApp, other.token)).status).toBe(201);
  });

  it('refuses an upload that would pass the bytes of the quota', async () => {
    const person = await signedInPerson(testApp);
    // Noise does not compress: about 1.2 MB as a PNG, more than the 1 MB quota.
    const noise = await sharp(randomBytes(640 * 640 * 3), {
      raw: { width: 640, height: 640, channels: 3 },
    })
      .png()
      .toBuffer();

    const response = await upload(testApp, person.token, noise);

    expect(response.status).toBe(413);
    expect(response.body.message).toBe(ApiMessages.imageQuotaExceeded);
  });
});

describe('the upload quota under concurrent uploads', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The default quota (50 files); nothing is old enough to be cleaned up unless a test says so.
    testApp = await startTestApp({ IMAGE_ORPHAN_AGE_SECONDS: '0' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const filesOf = (uid: string) =>
    testApp.db.collection('images.files').countDocuments({ 'metadata.uploadedBy': uid });

  it('never lets 20 simultaneous uploads at 45 of 50 files take the account past 50', async () => {
    const person = await signedInPerson(testApp);
    // 45 stored already (as an earlier session of this person left them).
    await testApp.db.collection('images.files').insertMany(
      Array.from({ length: 45 }, (_, i) => ({
        length: 100,
        chunkSize: 261120,
        uploadDate: new Date(),
        filename: `earlier-${i}.png`,
        metadata: { contentType: 'image/png', uploadedBy: person.uid },
      })),
    );

    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await upload(testApp, person.token)).status),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 413)).toHaveLength(15);
    expect(await filesOf(person.uid)).toBe(50);
  });

  it('gives the room back when an upload is removed', async () => {
    const app = await startTestApp({ UPLOAD_QUOTA_FILES: '2', IMAGE_ORPHAN_AGE_SECONDS: '0' });
    try {
      const person = await signedInPerson(app);
      const to = (token: string) =>
        request(app.server)
          .post('/images')
          .auth(token, { type: 'bearer' })
          .attach('image', PNG, { filename: 'photo', contentType: 'image/png' });
      await to(person.token).expect(201);
      await to(person.token).expect(201);
      await to(person.token).expect(413);
      // Nothing refers to them: the clean-up removes both.
      expect(await app.app.get(ImageCleanup).removeOrphans()).toBe(2);
      await to(person.token).expect(201);
    } finally {
      await app.close();
    }
  });
});

describe('images records refer to', () => {
  let testApp: TestApp;
  let admin: SignedInAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ IMAGE_ORPHAN_AGE_SECONDS: '0' });
    admin = await signedInAdmin(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const statusOf = async (url: string) => (await request(testApp.server).get(pathOf(url))).status;
  const asAdmin = {
    post: (path: string) =>
      request(testApp.server).post(path).auth(admin.token, { type: 'bearer' }),
    delete: (path: string) =>
      request(testApp.server).delete(path).auth(admin.token, { type: 'bearer' }),
  };

  it('are stored as /images/<id> paths and answered as URLs under the current API address', async () => {
    const main = await uploadedUrl(testApp, admin.token);
    const gallery = await uploadedUrl(testApp, admin.token);
    await asAdmin
      .post('/categories')
      .send(category('paths', main, [gallery]))
      .expect(201);
    const person = await signedInPerson(testApp);
    const photo = await uploadedUrl(testApp, person.token);
    await request(testApp.server)
      .post('/users')
      .auth(person.token, { type: 'bearer' })
      .send({ photoURL: photo })
      .expect(200);

    const stored = await testApp.db.collection('categories').findOne({ key: 'paths' });
    expect(stored).toMatchObject({
      image: `/images/${idOf(main)}`,
      galleryImages: [`/images/${idOf(gallery)}`],
    });
    const storedUser = await testApp.db.collection('users').findOne({ uid: person.uid });
    expect(storedUser?.photoURL).toBe(`/images/${idOf(photo)}`);

    const answered = await request(testApp.server).get('/categories/paths').expect(200);
    expect(answered.body).toMatchObject({ image: main, galleryImages: [gallery] });
    const summaries = await request(testApp.server).get('/categories').expect(200);
    expect(summaries.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'paths', image: main })]),
    );
    const me = await request(testApp.server)
      .get('/users/me')
      .auth(person.token, { type: 'bearer' })
      .expect(200);
    expect(me.body.photoURL).toBe(photo);
    // What a front end does with the answer (remote-*/src/lib/media-url.ts): load it.
    expect(await statusOf(answered.body.image)).toBe(200);
  });

  it('keeps URLs of other hosts as they were sent', async () => {
    const elsewhere = 'https://cdn.example.com/images/0123456789abcdef01234567';
    await asAdmin
      .post('/categories')
      .send(category('elsewhere', elsewhere, [elsewhere]))
      .expect(201);

    const stored = await testApp.db.collection('categories').findOne({ key: 'elsewhere' });

    expect(stored).toMatchObject({ image: elsewhere, galleryImages: [elsewhere] });
  });

  it('rewrites stored absolute URLs of this API to paths, once', async () => {
    const id = '0123456789abcdef0123abcd';
    const other = 'https://cdn.example.com/shirt.png';
    await testApp.db.collection('categories').insertOne({
      ...category('legacy', `${API}/images/${id}`, [`${API}/images/${id}`, other]),
      createdAt: new Date(),
    });
    const { insertedId } = await testApp.db.collection('users').insertOne({
      uid: 'legacy-uid',
      email: 'legacy@example.test',
      photoURL: `${API}/images/${id}`,
    });
    const references = testApp.app.get(ImageUsage);

    expect(await references.migrateAbsoluteUrls()).toBe(2);

    expect(await testApp.db.collection('categories').findOne({ key: 'legacy' })).toMatchObject({
      image: `/images/${id}`,
      galleryImages: [`/images/${id}`, other],
    });
    expect((await testApp.db.collection('users').findOne({ _id: insertedId }))?.photoURL).toBe(
      `/images/${id}`,
    );
    expect(await references.migrateAbsoluteUrls()).toBe(0);
    await testApp.db.collection('users').deleteOne({ _id: insertedId });
  });

  it('records the rewrite done for the database, so a later start does not read every record again', async () => {
    const references = testApp.app.get(ImageUsage);
    const id = '0123456789abcdef0123abce';
    await testApp.db.collection('migrations').deleteOne({ _id: STORED_PATHS_MIGRATION as never });
    const first = await references.migrateOnce();
    // Written after the record says done: a later start leaves it alone.
    const { insertedId } = await testApp.db.collection('users').insertOne({
      uid: 'after-done-uid',
      email: 'after-done@example.test',
      photoURL: `${API}/images/${id}`,
    });

    expect(first).toBe(0);
    expect(await references.migrateOnce()).toBe(0);
    expect((await testApp.db.collection('users').findOne({ _id: insertedId }))?.photoURL).toBe(
      `${API}/images/${id}`,
    );
    expect(
      await testApp.db.collection('migrations').findOne({ _id: STORED_PATHS_MIGRATION as never }),
    ).toMatchObject({ done: true, rewritten: 0 });
    await testApp.db.collection('users').deleteOne({ _id: insertedId });
  });

  it('a category delete keeps its images for a restore; its purge keeps an image someone’s profile photo shows, and removes the rest', async () => {
    const main = await uploadedUrl(testApp, admin.token);
    const gallery = await uploadedUrl(testApp, admin.token);
    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .post('/users')
      .auth(person.token, { type: 'bearer' })
      .send({ photoURL: main })
      .expect(200);
    await asAdmin
      .post('/categories')
      .send(category('portrait', main, [gallery]))
      .expect(201);

    const deleted = await asAdmin.delete('/categories/portrait').expect(200);
    const inTrash = [await statusOf(main), await statusOf(gallery)];
    await asAdmin.delete(`/trash/${deleted.body.trashId}`).expect(200);

    expect(inTrash).toEqual([200, 200]);
    expect(await statusOf(main)).toBe(200);
    expect(await statusOf(gallery)).toBe(404);
  });

  it('the clean-up removes uploads nothing refers to and keeps every referenced one', async () => {
    const unused = await uploadedUrl(testApp, admin.token);
    const shown = await uploadedUrl(testApp, admin.token);
    const inGallery = await uploadedUrl(testApp, admin.token);
    const person = await signedInPerson(testApp);
    const photo = await uploadedUrl(testApp, person.token);
    await request(testApp.server)
      .post('/users')
      .auth(person.token, { type: 'bearer' })
      .send({ photoURL: photo })
      .expect(200);
    await asAdmin
      .post('/categories')
      .send(category('kept', shown, [inGallery]))
      .expect(201);

    const removed = await testApp.app.get(ImageCleanup).removeOrphans();

    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(unused)).toBe(404);
    expect(await statusOf(shown)).toBe(200);
    expect(await statusOf(inGallery)).toBe(200);
    expect(await statusOf(photo)).toBe(200);
  });
});

describe('the clean-up with the default age', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('leaves an unreferenced upload younger than a day alone', async () => {
    const person = await signedInPerson(testApp);
    const fresh = await uploadedUrl(testApp, person.token);

    expect(await testApp.app.get(ImageCleanup).removeOrphans()).toBe(0);

    expect((await request(testApp.server).get(pathOf(fresh))).status).toBe(200);
  });
});
