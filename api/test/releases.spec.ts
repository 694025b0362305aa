import request from 'supertest';
import { ReleaseMessages } from '@threadline/contracts';
import { signPreviewToken } from '../src/releases/preview-token';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const SECRET = 'the-release-preview-secret-of-this-spec-0123456789';
const RELEASE = '20261124T095500Z-abcdef01';

let testApp: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp({ RELEASE_PREVIEW_SECRET: SECRET });
  admin = await signedInAdmin(testApp);
});
afterAll(() => testApp.close());

const createPreview = (token: string, body: object) =>
  request(testApp.server)
    .post('/releases/previews')
    .set('Authorization', `Bearer ${token}`)
    .send(body);

describe('preview links of staged releases', () => {
  it('gives an admin a link for one release of one remote, valid for an hour, that the shell can read back', async () => {
    const before = Date.now();
    const created = await createPreview(admin.token, { remote: 'remote-public', release: RELEASE });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ remote: 'remote-public', release: RELEASE });
    const lifetime = Date.parse(created.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

    const read = await request(testApp.server).get(`/releases/previews/${created.body.token}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      remote: 'remote-public',
      release: RELEASE,
      expiresAt: created.body.expiresAt,
    });
  });

  it('refuses a link to anyone but an admin', async () => {
    const person = await signedInPerson(testApp);
    expect(
      (await createPreview(person.token, { remote: 'remote-public', release: RELEASE })).status,
    ).toBe(403);
    expect(
      (
        await request(testApp.server)
          .post('/releases/previews')
          .send({ remote: 'remote-public', release: RELEASE })
      ).status,
    ).toBe(401);
  });

  it('answers 400 with the field messages for an unknown remote or a release that is not an id', async () => {
    const response = await createPreview(admin.token, { remote: 'shell', release: '../live' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toContain('remote must be one of');
    expect(JSON.stringify(response.body.message)).toContain('release must be a release id');
  });

  it('refuses a forged or altered link with 400, and an expired one with 410', async () => {
    const forged = signPreviewToken(
      { remote: 'remote-public', release: RELEASE, expiresAt: Date.now() + 3_600_000 },
      'somebody-elses-secret-of-at-least-32-characters',
    );
    const refusedForged = await request(testApp.server).get(`/releases/previews/${forged}`);
    expect(refusedForged.status).toBe(400);
    expect(refusedForged.body).toEqual({
      statusCode: 400,
      message: ReleaseMessages.previewInvalid,
      error: 'Bad Request',
    });

    const { body } = await createPreview(admin.token, {
      remote: 'remote-dashboard',
      release: RELEASE,
    });
    const altered = `${body.token.slice(0, -2)}${body.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await request(testApp.server).get(`/releases/previews/${altered}`)).status).toBe(400);

    const expired = signPreviewToken(
      { remote: 'remote-public', release: RELEASE, expiresAt: Date.now() - 1 },
      SECRET,
    );
    const refusedExpired = await request(testApp.server).get(`/releases/previews/${expired}`);
    expect(refusedExpired.status).toBe(410);
    expect(refusedExpired.body.message).toBe(ReleaseMessages.previewExpired);
  });
});

describe('without RELEASE_PREVIEW_SECRET', () => {
  it('makes and accepts no preview link, with 404', async () => {
    const bare = await startTestApp({ RELEASE_PREVIEW_SECRET: '' });
    try {
      const bareAdmin = await signedInAdmin(bare);
      const created = await request(bare.server)
        .post('/releases/previews')
        .set('Authorization', `Bearer ${bareAdmin.token}`)
        .send({ remote: 'remote-public', release: RELEASE });
      expect(created.status).toBe(404);
      expect(created.body.message).toBe(ReleaseMessages.previewDisabled);
    } finally {
      await bare.close();
    }
  });
});
