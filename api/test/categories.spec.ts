import { Types } from 'mongoose';
import request from 'supertest';
import { ApiMessages, DialogMessages, ValidationMessages } from '@threadline/contracts';
import { signedInUser } from './support/firebase-accounts';
import { stepUp } from './support/passkeys';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let adminToken: string;
let userToken: string;

const imageUrl = (name: string) => `http://api.threadline.test/images/${name}`;
const idOf = (url: string) => new Types.ObjectId(new URL(url).pathname.split('/').pop());
// A 1×1 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

function category(key: string, overrides: Record<string, unknown> = {}) {
  return {
    key,
    title: `Title of ${key}`,
    description: `Description of ${key}`,
    image: imageUrl(`${key}-main`),
    icon: 'Scissors',
    galleryImages: [imageUrl(`${key}-1`), imageUrl(`${key}-2`)],
    ...overrides,
  };
}

beforeAll(async () => {
  testApp = await startTestApp();
  const admin = await signedInUser(testApp.server);
  await testApp.db.collection('users').updateOne({ uid: admin.uid }, { $set: { role: 'admin' } });
  // Admin rights need the passkey step-up (issue 40).
  adminToken = (await stepUp(testApp, admin.token)).token;
  userToken = (await signedInUser(testApp.server)).token;
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.db.collection('categories').deleteMany({});
});

async function insertCategories(...keys: string[]): Promise<void> {
  const start = Date.parse('2025-01-01T00:00:00Z');
  await testApp.db
    .collection('categories')
    .insertMany(
      keys.map((key, i) => ({ ...category(key), createdAt: new Date(start + i * 60_000) })),
    );
}

describe('GET /categories', () => {
  it('lists only key, title, image and icon, oldest first, without a token', async () => {
    await insertCategories('shirts', 'trousers', 'outerwear');
    // Inserted out of order: the listing must follow createdAt, not insertion.
    await testApp.db.collection('categories').insertOne({
      ...category('kids-wear', { icon: 'Palette' }),
      createdAt: new Date('2024-06-01T00:00:00Z'),
    });

    const response = await request(testApp.server).get('/categories');

    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        key: 'kids-wear',
        title: 'Title of kids-wear',
        image: imageUrl('kids-wear-main'),
        icon: 'Palette',
      },
      { key: 'shirts', title: 'Title of shirts', image: imageUrl('shirts-main'), icon: 'Scissors' },
      {
        key: 'trousers',
        title: 'Title of trousers',
        image: imageUrl('trousers-main'),
        icon: 'Scissors',
      },
      {
        key: 'outerwear',
        title: 'Title of outerwear',
        image: imageUrl('outerwear-main'),
        icon: 'Scissors',
      },
    ]);
  });

  it('answers an empty array when there are no categories', async () => {
    const response = await request(testApp.server).get('/categories');

    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('GET /categories/:key', () => {
  it('answers the whole category', async () => {
    await insertCategories('shirts');

    const response = await request(testApp.server).get('/categories/shirts');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      ...category('shirts'),
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('answers 404 with "Category not found" for an unknown key', async () => {
    const response = await request(testApp.server).get('/categories/no-such-thing');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: DialogMessages.categoryNotFound,
      error: 'Not Found',
    });
  });
});

describe('POST /categories', () => {
  it('lets an admin add a category and answers the catalogue message', async () => {
    const response = await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send({ ...category('denim'), createdAt: '2020-01-01T00:00:00.000Z' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: ApiMessages.categoryCreated,
      insertedId: expect.stringMatching(/^[a-f0-9]{24}$/),
    });
    const stored = await request(testApp.server).get('/categories/denim');
    expect(stored.body).toMatchObject(category('denim'));
    // The server's clock, not the client's claim.
    expect(Date.parse(stored.body.createdAt)).toBeGreaterThan(Date.parse('2024-01-01'));
  });

  it('rejects a category key that already exists with 409', async () => {
    await insertCategories('shirts');

    const response = await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('shirts'));

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: ApiMessages.categoryExists,
      error: 'Conflict',
    });
  });

  it('answers 400 with the form’s message when fields are missing', async () => {
    const response = await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send({ key: 'denim', title: 'Denim', galleryImages: [] });

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ValidationMessages.categoryFieldsRequired]);
  });

  it('answers 400 to a key that is not a lowercase slug', async () => {
    const response = await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('Formal_Shirts'));

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ValidationMessages.categoryKeyPattern]);
  });

  it('answers 400 to an icon outside Shirt, Scissors, Package, Palette', async () => {
    const response = await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('denim', { icon: 'Rocket' }));

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ValidationMessages.categoryIconInvalid]);
  });

  it('answers 400 to image URLs that are not http(s)', async () => {
    const response = await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(
        category('denim', {
          image: 'javascript:alert(1)',
          galleryImages: ['data:image/png;base64,AAAA'],
        }),
      );

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ValidationMessages.imageUrlInvalid]);
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const response = await request(testApp.server)
      .post('/categories')
      .auth(userToken, { type: 'bearer' })
      .send(category('denim'));

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: ApiMessages.adminOnly,
      error: 'Forbidden',
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await request(testApp.server).post('/categories').send(category('denim'));

    expect(response.status).toBe(401);
  });
});

describe('PUT /categories/:key', () => {
  it('lets an admin edit everything but the key', async () => {
    await insertCategories('shirts');

    const response = await request(testApp.server)
      .put('/categories/shirts')
      .auth(adminToken, { type: 'bearer' })
      .send(
        category('shirts', {
          key: 'renamed',
          title: 'Formal Shirts',
          icon: 'Shirt',
          galleryImages: [imageUrl('x')],
        }),
      );

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: ApiMessages.categoryUpdated });
    const stored = await request(testApp.server).get('/categories/shirts');
    expect(stored.body).toMatchObject({
      key: 'shirts',
      title: 'Formal Shirts',
      icon: 'Shirt',
      galleryImages: [imageUrl('x')],
    });
    expect((await request(testApp.server).get('/categories/renamed')).status).toBe(404);
  });

  it('answers 404 for an unknown key', async () => {
    const response = await request(testApp.server)
      .put('/categories/nothing-here')
      .auth(adminToken, { type: 'bearer' })
      .send(category('nothing-here'));

    expect(response.status).toBe(404);
    expect(response.body.message).toBe(DialogMessages.categoryNotFound);
  });

  it('answers 403 to a user who is not an admin', async () => {
    await insertCategories('shirts');

    const response = await request(testApp.server)
      .put('/categories/shirts')
      .auth(userToken, { type: 'bearer' })
      .send(category('shirts'));

    expect(response.status).toBe(403);
  });
});

describe('DELETE /categories/:key', () => {
  it('lets an admin delete a category, after which it is not found', async () => {
    await insertCategories('shirts');

    const response = await request(testApp.server)
      .delete('/categories/shirts')
      .auth(adminToken, { type: 'bearer' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: ApiMessages.categoryDeleted,
      trashId: expect.stringMatching(/^[a-f0-9]{24}$/),
    });
    expect((await request(testApp.server).get('/categories/shirts')).status).toBe(404);
  });

  it('keeps its images while it is in the trash, and a purge deletes those no other category shows', async () => {
    const upload = async () => {
      const response = await request(testApp.server)
        .post('/images')
        .auth(adminToken, { type: 'bearer' })
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' })
        .expect(201);
      return response.body.data.url as string;
    };
    const [main, gallery, shared] = [await upload(), await upload(), await upload()];
    const elsewhere = 'https://cdn.example.com/images/0123456789abcdef01234567';
    await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('denim', { image: main, galleryImages: [gallery, shared, elsewhere, main] }))
      .expect(201);
    await request(testApp.server)
      .post('/categories')
      .auth(adminToken, { type: 'bearer' })
      .send(category('linen', { galleryImages: [shared] }))
      .expect(201);
    const imagesBefore = await testApp.db.collection('images.files').countDocuments();

    const { body: deleted } = await request(testApp.server)
      .delete('/categories/denim')
      .auth(adminToken, { type: 'bearer' })
      .expect(200);
    const statusOf = async (url: string) =>
      (await request(testApp.server).get(new URL(url).pathname)).status;
    expect(await statusOf(main)).toBe(200);
    await request(testApp.server)
      .delete(`/trash/${deleted.trashId}`)
      .auth(adminToken, { type: 'bearer' })
      .expect(200);

    expect(await statusOf(main)).toBe(404);
    expect(await statusOf(gallery)).toBe(404);
    expect(await statusOf(shared)).toBe(200);
    expect(await testApp.db.collection('images.files').countDocuments()).toBe(imagesBefore - 2);
    expect(
      await testApp.db
        .collection('images.chunks')
        .countDocuments({ files_id: { $in: [main, gallery].map(idOf) } }),
    ).toBe(0);
  });

  it('answers 404 for an unknown key', async () => {
    const response = await request(testApp.server)
      .delete('/categories/ghost')
      .auth(adminToken, { type: 'bearer' });

    expect(response.status).toBe(404);
  });

  it('answers 403 to a user who is not an admin and keeps the category', async () => {
    await insertCategories('shirts');

    const response = await request(testApp.server)
      .delete('/categories/shirts')
      .auth(userToken, { type: 'bearer' });

    expect(response.status).toBe(403);
    expect((await request(testApp.server).get('/categories/shirts')).status).toBe(200);
  });
});
