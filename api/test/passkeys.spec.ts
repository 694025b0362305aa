import request from 'supertest';
import { PasskeyMessages, STEP_UP_CODES } from '@threadline/contracts';
import {
  SoftwareAuthenticator,
  registerPasskey,
} from '@threadline/tools/harness/passkey-authenticator';
import type { AuditEntryData } from '../src/audit/schemas/audit-entry.schema';
import { apiTokenFor, signInAgain } from './support/firebase-accounts';
import { stepUp, supertestSender, TEST_ORIGIN } from './support/passkeys';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
const send = () => supertestSender(testApp);
const entries = () => testApp.db.collection<AuditEntryData>('auditEntries');

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const listUsers = (token: string) =>
  request(testApp.server).get('/users').auth(token, { type: 'bearer' });

const post = (path: string, token: string, body: object = {}) =>
  request(testApp.server).post(path).auth(token, { type: 'bearer' }).send(body);

/** An admin who registered a passkey at an earlier sign-in, signed in again (no step-up yet). */
async function adminWithPasskey(): Promise<
  SignedInAccount & { authenticator: SoftwareAuthenticator; recoveryCode?: string }
> {
  const admin = await signedInAdmin(testApp, { stepUp: false });
  const { authenticator, recoveryCode } = await stepUp(testApp, admin.token);
  const again = await signInAgain(admin);
  return { ...again, token: await apiTokenFor(testApp.server, again), authenticator, recoveryCode };
}

describe('the admin step-up', () => {
  it('gives an admin session without a passkey member rights only, with a code that says why', async () => {
    const admin = await signedInAdmin(testApp, { stepUp: false });

    const response = await listUsers(admin.token).expect(403);

    expect(response.body).toEqual({
      statusCode: 403,
      message: PasskeyMessages.passkeyRequired,
      error: 'Forbidden',
      code: STEP_UP_CODES.required,
      hasPasskey: false,
    });
    const status = await request(testApp.server)
      .get('/auth/passkeys/status')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(status.body).toMatchObject({ role: 'admin', hasPasskey: false, adminRights: false });
  });

  it('gives admin rights once a first passkey is registered at first sign-in', async () => {
    const admin = await signedInAdmin(testApp, { stepUp: false });
    const authenticator = new SoftwareAuthenticator({ origin: TEST_ORIGIN });

    const registered = await registerPasskey({ send: send(), token: admin.token, authenticator });

    expect(registered.recoveryCode).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    await listUsers(registered.token!).expect(200);
    await listUsers(admin.token).expect(403);
  });

  it('asks an admin with a passkey for a step-up at each sign-in, and grants admin rights after it', async () => {
    const admin = await adminWithPasskey();

    const refused = await listUsers(admin.token).expect(403);
    expect(refused.body).toMatchObject({
      code: STEP_UP_CODES.required,
      hasPasskey: true,
      message: PasskeyMessages.stepUpRequired,
    });

    const options = await post('/auth/passkeys/step-up/options', admin.token).expect(200);
    const response = admin.authenticator.getAssertion(options.body);
    const steppedUp = await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(
      200,
    );
    await listUsers(steppedUp.body.token).expect(200);
  });

  it('keeps the step-up when the same Firebase sign-in is exchanged again (a reload)', async () => {
    const admin = await adminWithPasskey();
    const options = await post('/auth/passkeys/step-up/options', admin.token).expect(200);
    const response = admin.authenticator.getAssertion(options.body);
    await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(200);

    await listUsers(await apiTokenFor(testApp.server, admin)).expect(200);
    const later = await signInAgain(admin);
    await listUsers(await apiTokenFor(testApp.server, later)).expect(403);
  });

  it('refuses an assertion made with another account’s passkey', async () => {
    const admin = await adminWithPasskey();
    const other = await adminWithPasskey();
    const options = await post('/auth/passkeys/step-up/options', admin.token).expect(200);
    const [otherCredential] = [...other.authenticator.credentials.keys()];

    const response = other.authenticator.getAssertion(
      { ...options.body, allowCredentials: [] },
      { credentialId: otherCredential },
    );
    const refused = await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(
      400,
    );

    expect(refused.body.message).toBe(PasskeyMessages.unknownCredential);
    await listUsers(admin.token).expect(403);
  });

  it('refuses an assertion made for another origin', async () => {
    const admin = await adminWithPasskey();
    const options = await post('/auth/passkeys/step-up/options', admin.token).expect(200);

    const response = admin.authenticator.getAssertion(options.body, {
      origin: 'https://threadline.example.evil',
    });
    const refused = await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(
      400,
    );

    expect(refused.body.message).toBe(PasskeyMessages.verificationFailed);
  });

  it('refuses an assertion over a challenge it did not hand to this session', async () => {
    const admin = await adminWithPasskey();
    const otherSession = await apiTokenFor(testApp.server, admin);
    const ofOtherSession = await post('/auth/passkeys/step-up/options', otherSession).expect(200);

    const signed = admin.authenticator.getAssertion(ofOtherSession.body);
    const made = admin.authenticator.getAssertion({
      ...ofOtherSession.body,
      challenge: Buffer.from('a challenge nobody handed out').toString('base64url'),
    });

    for (const response of [signed, made]) {
      const refused = await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(
        400,
      );
      expect(refused.body.message).toBe(PasskeyMessages.challengeMissing);
    }
  });

  it('refuses a replayed assertion', async () => {
    const admin = await adminWithPasskey();
    const options = await post('/auth/passkeys/step-up/options', admin.token).expect(200);
    const response = admin.authenticator.getAssertion(options.body);
    await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(200);

    const replayed = await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(
      400,
    );

    expect(replayed.body.message).toBe(PasskeyMessages.challengeMissing);
  });

  it('audits the step-up and its refusals with the client address', async () => {
    const admin = await adminWithPasskey();
    const options = await post('/auth/passkeys/step-up/options', admin.token).expect(200);
    const response = admin.authenticator.getAssertion(options.body);
    await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(200);
    await post('/auth/passkeys/step-up/verify', admin.token, { response }).expect(400);

    const audited = await entries().find({ 'actor.email': admin.email }).sort({ at: 1 }).toArray();

    expect(audited.map((entry) => entry.action)).toEqual([
      'passkey.registered',
      'passkey.step_up',
      'passkey.step_up',
      'passkey.step_up_refused',
    ]);
    for (const entry of audited) expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('lets an admin with a passkey add or remove one only after a step-up', async () => {
    const admin = await adminWithPasskey();
    const [credentialId] = [...admin.authenticator.credentials.keys()];

    const adding = await post('/auth/passkeys/registration/options', admin.token).expect(403);
    const removing = await request(testApp.server)
      .delete(`/auth/passkeys/${credentialId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(403);

    expect(adding.body.code).toBe(STEP_UP_CODES.required);
    expect(removing.body.code).toBe(STEP_UP_CODES.required);
    const shelf = await testApp.db.collection('passkeys').findOne({ _id: admin.recordId as never });
    expect(shelf?.credentials).toHaveLength(1);
  });
});

describe('the recovery code', () => {
  it('completes a step-up once, lets the admin register a new passkey, and never works again', async () => {
    const admin = await adminWithPasskey();
    admin.authenticator.forget([...admin.authenticator.credentials.keys()][0]);

    const recovered = await post('/auth/passkeys/recovery', admin.token, {
      code: admin.recoveryCode,
    }).expect(200);
    await listUsers(recovered.body.token).expect(200);
    const replacement = await registerPasskey({
      send: send(),
      token: recovered.body.token,
      authenticator: admin.authenticator,
    });
    expect(replacement.recoveryCode).toBeDefined();

    const again = await post('/auth/passkeys/recovery', admin.token, {
      code: admin.recoveryCode,
    }).expect(400);
    expect(again.body.message).toBe(PasskeyMessages.recoveryCodeInvalid);
    const stored = await testApp.db
      .collection('passkeys')
      .findOne({ _id: admin.recordId as never });
    expect(JSON.stringify(stored)).not.toContain(admin.recoveryCode!);
    expect(
      await entries().countDocuments({ action: 'passkey.recovered', 'actor.email': admin.email }),
    ).toBe(1);
  });
});

describe("another admin's reset", () => {
  it("removes the admin's passkeys, ends their sessions and is audited", async () => {
    const admin = await adminWithPasskey();
    const resetter = await signedInAdmin(testApp);

    await request(testApp.server)
      .delete(`/users/${admin.recordId}/passkeys`)
      .auth(resetter.token, { type: 'bearer' })
      .expect(200, { removedCount: 1 });

    await listUsers(admin.token).expect(401);
    const next = await signInAgain(admin);
    const refused = await listUsers(await apiTokenFor(testApp.server, next)).expect(403);
    expect(refused.body.hasPasskey).toBe(false);
    const entry = await entries().findOne({ action: 'passkey.reset', 'target.id': admin.recordId });
    expect(entry).toMatchObject({ actor: { email: resetter.email }, ip: expect.any(String) });
  });
});

describe('members', () => {
  it('are not affected, and may add and remove a passkey from their Profile', async () => {
    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .get('/users/me')
      .auth(person.token, { type: 'bearer' })
      .expect(200);
    const authenticator = new SoftwareAuthenticator({ origin: TEST_ORIGIN });

    const registered = await registerPasskey({ send: send(), token: person.token, authenticator });
    const listed = await request(testApp.server)
      .get('/auth/passkeys')
      .auth(person.token, { type: 'bearer' })
      .expect(200);

    expect(registered.token).toBeUndefined();
    expect(listed.body).toEqual([expect.objectContaining({ id: registered.passkey.id })]);
    await request(testApp.server)
      .delete(`/auth/passkeys/${encodeURIComponent(registered.passkey.id)}`)
      .auth(person.token, { type: 'bearer' })
      .expect(204);
    await listUsers(person.token).expect(403, {
      statusCode: 403,
      message: 'Admins only',
      error: 'Forbidden',
    });
  });
});
