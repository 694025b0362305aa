import sharp from 'sharp';
import request from 'supertest';
import { ApiMessages, IMAGE_MAX_BYTES } from '@threadline/contracts';
import { createAccount, signedInUser } from './support/firebase-accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let token: string;

// A 1×1 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

beforeAll(async () => {
  testApp = await startTestApp();
  token = (await signedInUser(testApp.server)).token;
});

afterAll(async () => {
  await testApp?.close();
});

function upload(
  file: Buffer,
  options: { filename?: string; contentType?: string; bearer?: string } = {},
) {
  const call = request(testApp.server).post('/images');
  if (options.bearer !== '') call.auth(options.bearer ?? token, { type: 'bearer' });
  return call.attach('image', file, {
    filename: options.filename ?? 'photo.png',
    contentType: options.contentType ?? 'image/png',
  });
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('POST /images', () => {
  it('stores a PNG and GET answers it, re-encoded with the same pixels, cacheable for a year', async () => {
    const response = await upload(PNG);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      data: {
        url: expect.stringMatching(/^http:\/\/api\.threadline\.test\/images\/[a-f0-9]{24}$/),
      },
    });
    const image = await request(testApp.server).get(pathOf(response.body.data.url)).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['etag']).toMatch(/^"[a-f0-9]{24}"$/);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const served = await sharp(image.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sent = await sharp(PNG).raw().toBuffer({ resolveWithObject: true });
    expect(served.info).toMatchObject({ format: 'raw', width: 1, height: 1 });
    expect(Buffer.compare(served.data, sent.data)).toBe(0);
  });

  it('answers 304 to a request that already holds the current ETag', async () => {
    const { body } = await upload(PNG).expect(201);
    const first = await request(testApp.server).get(pathOf(body.data.url));

    const again = await request(testApp.server)
      .get(pathOf(body.data.url))
      .set('If-None-Match', first.headers['etag']);

    expect(again.status).toBe(304);
  });

  it('serves the type found in the bytes, not the one the client declared', async () => {
    const { body } = await upload(GIF, { filename: 'photo.jpg', contentType: 'image/jpeg' }).expect(
      201,
    );

    const image = await request(testApp.server).get(pathOf(body.data.url));

    expect(image.headers['content-type']).toBe('image/gif');
  });

  it('accepts a raw Firebase ID token of a just-signed-up, unverified account', async () => {
    const account = await createAccount({ emailVerified: false });

    const response = await upload(PNG, { bearer: account.idToken });

    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
  });

  it('refuses a text file declared as image/png with success false', async () => {
    const response = await upload(Buffer.from('#!/bin/sh\necho not an image\n'), {
      filename: 'evil.png',
    });

    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      success: false,
      statusCode: 415,
      message: ApiMessages.imageNotAnImage,
      error: 'Unsupported Media Type',
    });
  });

  it('accepts an image of exactly the size limit and serves it back as a PNG', async () => {
    const largest = Buffer.alloc(IMAGE_MAX_BYTES, 7);
    PNG.copy(largest);

    const response = await upload(largest);

    expect(response.status).toBe(201);
    const image = await request(testApp.server).get(pathOf(response.body.data.url)).buffer(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.body as Buffer).metadata()).format).toBe('png');
  });

  it('refuses with 415 a file that starts like a PNG but is not one', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 1)]);

    const response = await upload(broken);

    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ success: false, message: ApiMessages.imageNotAnImage });
  });

  it('refuses a file over the size limit with 413', async () => {
    const oversized = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    PNG.copy(oversized);

    const response = await upload(oversized);

    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      success: false,
      statusCode: 413,
      message: ApiMessages.imageTooLarge,
      error: 'Payload Too Large',
    });
  });

  it('answers 400 when the image field is missing', async () => {
    const response = await request(testApp.server)
      .post('/images')
      .auth(token, { type: 'bearer' })
      .field('note', 'no file here');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      statusCode: 400,
      message: ApiMessages.imageRequired,
    });
  });

  it('answers 401 with success false to an anonymous upload', async () => {
    const response = await upload(PNG, { bearer: '' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      statusCode: 401,
      message: ApiMessages.unauthorized,
      error: 'Unauthorized',
    });
  });
});

describe('GET /images/:id', () => {
  it('answers 404 for an id that names no image', async () => {
    const response = await request(testApp.server).get('/images/0123456789abcdef01234567');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: ApiMessages.imageNotFound,
      error: 'Not Found',
    });
  });

  it('answers 400 to an id that is not an ObjectId', async () => {
    const response = await request(testApp.server).get('/images/not-an-id');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: ApiMessages.invalidId,
      error: 'Bad Request',
    });
  });
});
