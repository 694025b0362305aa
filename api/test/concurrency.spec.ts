import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { getConnectionToken } from '@nestjs/mongoose';
import { YearlySequence } from '../src/common/yearly-sequence';
import { signedInAdmin } from './support/people';
import { SLOW_MACHINE_DATABASE_BOUND, startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let adminToken: string;

beforeAll(async () => {
  // One client sends all of it, so its contact budget is raised above 200 for this app only.
  testApp = await startTestApp({ THROTTLE_CONTACTS_LIMIT: '1000', ...SLOW_MACHINE_DATABASE_BOUND });
  adminToken = (await signedInAdmin(testApp)).token;
});

afterAll(async () => {
  await testApp?.close();
});

describe('200 concurrent POST /contacts', () => {
  it('store exactly 200 messages, each once, all unread', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(testApp.server)
          .post('/contacts')
          .send({
            name: `Sender ${i}`,
            email: `sender${i}@brand.example`,
            message: `Message number ${i}.`,
          }),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const stored = await testApp.db.collection('contacts').find({}).toArray();
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((message) => message.name)).size).toBe(200);
    expect(stored.every((message) => message.read === false)).toBe(true);
    const insertedIds = new Set(responses.map((response) => response.body.insertedId));
    expect(insertedIds).toEqual(new Set(stored.map((message) => message._id.toHexString())));
    const listed = await request(testApp.server)
      .get('/contacts')
      .auth(adminToken, { type: 'bearer' });
    // The first page (the newest 100); all 200 are counted.
    expect(listed.body).toHaveLength(100);
    expect(listed.headers['x-total-count']).toBe('200');
    expect(listed.headers['x-unread-count']).toBe('200');
  }, 120_000);
});

describe('concurrent POST /categories with one key', () => {
  it('give exactly one 201 and 409 "already exists" for every other', async () => {
    const body = {
      key: 'racing-stripes',
      title: 'Racing Stripes',
      description: 'Twenty admins press Add at the same moment.',
      image: 'http://api.threadline.test/images/0123456789abcdef01234567',
      icon: 'Palette',
      galleryImages: ['http://api.threadline.test/images/0123456789abcdef01234568'],
    };

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(testApp.server).post('/categories').auth(adminToken, { type: 'bearer' }).send(body),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body).toEqual({
        statusCode: 409,
        message: ApiMessages.categoryExists,
        error: 'Conflict',
      });
    }
    expect(await testApp.db.collection('categories').countDocuments({ key: body.key })).toBe(1);
  });
});

describe('a yearly sequence (quote and order references)', () => {
  it('hands 200 concurrent callers the numbers 1 to 200 of the year, each once', async () => {
    const sequence = new YearlySequence(testApp.app.get(getConnectionToken()), 'burst');
    const now = new Date('2031-03-01T12:00:00Z');

    const numbers = await Promise.all(Array.from({ length: 200 }, () => sequence.next(now)));

    expect(numbers.map(({ seq }) => seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
    expect(new Set(numbers.map(({ year }) => year))).toEqual(new Set([2031]));
    expect(await testApp.db.collection('counters').findOne({ _id: 'burst-2031' as never })).toEqual(
      { _id: 'burst-2031', seq: 200 },
    );
  });
});
