import request from 'supertest';
import type { AuditEntryData } from '../src/audit/schemas/audit-entry.schema';
import { createAccount } from './support/firebase-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// The client's address keys the rate limits and goes into the audit trail, so it is only ever
// what a trusted proxy said. The default trusts none: X-Forwarded-For is then anyone's text.
const contactForm = {
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  message: 'We need 500 poplin shirts.',
};

const refusedSignIns = (testApp: TestApp) =>
  testApp.db
    .collection<AuditEntryData>('auditEntries')
    .find({ action: 'session.refused' })
    .sort({ _id: -1 })
    .toArray();

describe('in the default configuration (TRUST_PROXY unset: no proxy)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      TRUST_PROXY: '',
      THROTTLE_WINDOW_SECONDS: '600',
      THROTTLE_CONTACTS_LIMIT: '2',
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('does not give a fresh budget to a spoofed X-Forwarded-For', async () => {
    const from = (ip: string) =>
      request(testApp.server).post('/contacts').set('X-Forwarded-For', ip).send(contactForm);

    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.2')).status).toBe(201);
    const third = await from('198.51.100.3');

    expect(third.status).toBe(429);
    expect(await testApp.db.collection('contacts').countDocuments()).toBe(2);
  });

  it("records the connection's address in the audit trail, not the header's", async () => {
    await request(testApp.server)
      .post('/jwt')
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ idToken: 'not.a.token' })
      .expect(401);

    const [entry] = await refusedSignIns(testApp);
    expect(entry.ip).not.toBe('203.0.113.77');
    expect(entry.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const refusedFrom = (forwardedFor: string) =>
    request(testApp.server)
      .post('/jwt')
      .set('X-Forwarded-For', forwardedFor)
      .send({ idToken: 'not.a.token' })
      .expect(401);

  it('stores the address the proxy appended', async () => {
    await refusedFrom('198.51.100.9, 203.0.113.9');
    const [entry] = await refusedSignIns(testApp);
    expect(entry.ip).toBe('203.0.113.9');
  });

  it('stores "unknown" instead of forwarded text that is not an address', async () => {
    await refusedFrom('<img src=x onerror=alert(1)>');
    const [entry] = await refusedSignIns(testApp);
    expect(entry.ip).toBe('unknown');
  });

  it('records the email a refused token claims, marked as unverified', async () => {
    const unverified = await createAccount({ emailVerified: false });
    await request(testApp.server).post('/jwt').send({ idToken: unverified.idToken }).expect(403);

    const [entry] = await refusedSignIns(testApp);
    expect(entry.actor).toEqual({ email: unverified.email, unverified: true });
    expect(entry.target).toEqual({ type: 'session', label: unverified.email });
  });
});
