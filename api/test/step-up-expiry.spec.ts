import request from 'supertest';
import { PasskeyMessages, STEP_UP_CODES } from '@threadline/contracts';
import { signedInAdmin, signedInPerson } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const waitSeconds = (seconds: number) =>
  new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe('the step-up expires', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ STEP_UP_SECONDS: '3', STEP_UP_FRESH_SECONDS: '3' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('after STEP_UP_SECONDS, when the admin routes answer 403 STEP_UP_REQUIRED again', async () => {
    const admin = await signedInAdmin(testApp);
    await request(testApp.server).get('/users').auth(admin.token, { type: 'bearer' }).expect(200);

    await waitSeconds(3.5);

    const refused = await request(testApp.server)
      .get('/users')
      .auth(admin.token, { type: 'bearer' })
      .expect(403);
    expect(refused.body).toMatchObject({ code: STEP_UP_CODES.required, hasPasskey: true });
  });
});

describe('a sensitive action', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ STEP_UP_SECONDS: '600', STEP_UP_FRESH_SECONDS: '2' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('asks for a fresh step-up once the last one is older than STEP_UP_FRESH_SECONDS', async () => {
    const admin = await signedInAdmin(testApp);
    const person = await signedInPerson(testApp);

    await waitSeconds(2.5);

    await request(testApp.server).get('/users').auth(admin.token, { type: 'bearer' }).expect(200);
    for (const call of [
      request(testApp.server).patch(`/users/admin/${person.recordId}`),
      request(testApp.server).delete(`/users/${person.recordId}`),
      request(testApp.server).get('/users/export.csv'),
      request(testApp.server)
        .post('/contacts/bulk')
        .send({ action: 'delete', ids: [person.recordId] }),
    ]) {
      const refused = await call.auth(admin.token, { type: 'bearer' }).expect(403);
      expect(refused.body).toMatchObject({
        code: STEP_UP_CODES.freshRequired,
        message: PasskeyMessages.freshStepUpRequired,
      });
    }
    await request(testApp.server)
      .post('/contacts/bulk')
      .auth(admin.token, { type: 'bearer' })
      .send({ action: 'mark_read', ids: [person.recordId] })
      .expect(200);
    const record = await testApp.db.collection('users').findOne({ uid: person.uid });
    expect(record).toMatchObject({ role: 'user' });
  });
});
