import { ServiceUnavailableException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { TrashService } from '../src/trash/trash.service';
import { FirebaseAuthService } from '../src/firebase/firebase-auth.service';
import { FirebaseSessionSync } from '../src/auth/firebase-session-sync';
import { API_TOKEN_ISSUER } from '../src/auth/jwt.strategy';
import { apiTokenFor, firebaseAuth, signIn, signInAgain } from './support/firebase-accounts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { stepUp } from './support/passkeys';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  // The sync runs only when a test asks for it.
  testApp = await startTestApp({ SESSION_SYNC_SECONDS: '0' });
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const me = (token: string) =>
  request(testApp.server).get('/users/me').auth(token, { type: 'bearer' });
const asAdmin = () => ({
  patch: (path: string) =>
    request(testApp.server).patch(path).auth(admin.token, { type: 'bearer' }),
  delete: (path: string) =>
    request(testApp.server).delete(path).auth(admin.token, { type: 'bearer' }),
});
const unauthorized = { statusCode: 401, message: ApiMessages.unauthorized, error: 'Unauthorized' };

/** An API token for this person as POST /jwt would have signed it a minute ago. */
async function tokenIssuedAMinuteAgo(person: SignedInAccount): Promise<string> {
  const record = await testApp.db.collection('users').findOne({ uid: person.uid });
  const iat = Math.floor(Date.now() / 1000) - 60;
  return new JwtService({ secret: testApp.config.auth.jwtSecret }).sign(
    {
      sub: person.uid,
      email: person.email,
      rid: person.recordId,
      sv: record?.sessionVersion ?? 0,
      iat,
      exp: iat + 3600,
    },
    { algorithm: 'HS256', issuer: API_TOKEN_ISSUER },
  );
}

describe('POST /logout', () => {
  it('answers 204 and ends every API token of the account, not only the one sent', async () => {
    const person = await signedInPerson(testApp);
    const otherTab = await apiTokenFor(testApp.server, person);
    await me(otherTab).expect(200);

    const response = await request(testApp.server)
      .post('/logout')
      .auth(person.token, { type: 'bearer' });

    expect(response.status).toBe(204);
    const afterwards = await me(person.token);
    expect(afterwards.status).toBe(401);
    expect(afterwards.body).toEqual(unauthorized);
    expect((await me(otherTab)).status).toBe(401);
  });

  it('lets the person sign in again afterwards with a new token', async () => {
    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .post('/logout')
      .auth(person.token, { type: 'bearer' })
      .expect(204);

    const fresh = await apiTokenFor(testApp.server, await signInAgain(person));

    expect((await me(fresh)).status).toBe(200);
  });

  it('keeps the session bookkeeping out of what clients are answered', async () => {
    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .post('/logout')
      .auth(person.token, { type: 'bearer' })
      .expect(204);
    const fresh = await apiTokenFor(testApp.server, await signInAgain(person));

    const record = (await me(fresh).expect(200)).body;
    const listed = await request(testApp.server)
      .get('/users')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);

    expect(record).not.toHaveProperty('sessionVersion');
    for (const user of listed.body) expect(user).not.toHaveProperty('sessionVersion');
    expect(
      (await testApp.db.collection('users').findOne({ uid: person.uid }))?.sessionVersion,
    ).toBe(1);
  });

  it('answers 401 without a token, and to a token that is already logged out', async () => {
    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .post('/logout')
      .auth(person.token, { type: 'bearer' })
      .expect(204);

    expect((await request(testApp.server).post('/logout')).status).toBe(401);
    const again = await request(testApp.server)
      .post('/logout')
      .auth(person.token, { type: 'bearer' });
    expect(again.status).toBe(401);
  });

  it('does not touch another person’s session', async () => {
    const person = await signedInPerson(testApp);
    const other = await signedInPerson(testApp);

    await request(testApp.server)
      .post('/logout')
      .auth(person.token, { type: 'bearer' })
      .expect(204);

    expect((await me(other.token)).status).toBe(200);
  });
});

describe('a role change', () => {
  it('ends the sessions of a person made admin; their next sign-in is an admin', async () => {
    const person = await signedInPerson(testApp);

    await asAdmin().patch(`/users/admin/${person.recordId}`).expect(200);

    expect((await me(person.token)).status).toBe(401);
    const signedIn = await apiTokenFor(testApp.server, await signInAgain(person));
    // An admin's rights start with the passkey step-up (issue 40).
    const fresh = (await stepUp(testApp, signedIn)).token;
    const users = await request(testApp.server).get('/users').auth(fresh, { type: 'bearer' });
    expect(users.status).toBe(200);
  });

  it('ends the sessions of an admin whose role is revoked', async () => {
    const otherAdmin = await signedInAdmin(testApp);

    await asAdmin().delete(`/users/admin/${otherAdmin.recordId}`).expect(200);

    expect((await me(otherAdmin.token)).status).toBe(401);
  });

  it('leaves the session alone when nothing changed (already an admin)', async () => {
    const otherAdmin = await signedInAdmin(testApp);

    await asAdmin().patch(`/users/admin/${otherAdmin.recordId}`).expect(200);

    expect((await me(otherAdmin.token)).status).toBe(200);
  });
});

describe('a user delete that fails half-way', () => {
  it('leaves no working token when the Firebase account cannot be disabled, and can be retried', async () => {
    const person = await signedInPerson(testApp);
    const firebase = testApp.app.get(FirebaseAuthService);
    jest
      .spyOn(firebase, 'setAccountDisabled')
      .mockRejectedValueOnce(new ServiceUnavailableException(ApiMessages.authServiceUnavailable));

    const failed = await asAdmin().delete(`/users/${person.recordId}`);

    expect(failed.status).toBe(503);
    expect((await me(person.token)).status).toBe(401);
    expect(await testApp.db.collection('users').countDocuments({ uid: person.uid })).toBe(1);
    const retried = await asAdmin().delete(`/users/${person.recordId}`);
    expect(retried.body).toEqual({ deletedCount: 1, trashId: expect.any(String) });
  });

  it('leaves no working token when the record cannot be moved to the trash after the account was disabled', async () => {
    const person = await signedInPerson(testApp);
    jest
      .spyOn(testApp.app.get(TrashService), 'moveToTrash')
      .mockRejectedValueOnce(new Error('the database went away'));

    const failed = await asAdmin().delete(`/users/${person.recordId}`);

    expect(failed.status).toBe(500);
    expect(await testApp.db.collection('users').countDocuments({ uid: person.uid })).toBe(1);
    const response = await me(person.token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });
});

describe('a Firebase account disabled or revoked', () => {
  it('POST /jwt refuses a disabled account and ends its existing API tokens at once', async () => {
    const person = await signedInPerson(testApp);
    await firebaseAuth().updateUser(person.uid, { disabled: true });

    const exchange = await request(testApp.server).post('/jwt').send({ idToken: person.idToken });

    expect(exchange.status).toBe(401);
    expect((await me(person.token)).status).toBe(401);
  });

  it('POST /jwt refuses an ID token issued before a revoke and ends the API tokens', async () => {
    const person = await signedInPerson(testApp);
    const older = await tokenIssuedAMinuteAgo(person);
    // Firebase compares whole seconds: a revoke in the token's own second would not count.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await firebaseAuth().revokeRefreshTokens(person.uid);

    const exchange = await request(testApp.server).post('/jwt').send({ idToken: person.idToken });

    expect(exchange.status).toBe(401);
    expect((await me(older)).status).toBe(401);
    expect((await me(person.token)).status).toBe(401);
  });

  it('the session sync ends the API tokens of an account disabled in Firebase', async () => {
    const person = await signedInPerson(testApp);
    await firebaseAuth().updateUser(person.uid, { disabled: true });
    await me(person.token).expect(200);

    await testApp.app.get(FirebaseSessionSync).syncOnce();

    expect((await me(person.token)).status).toBe(401);
    await firebaseAuth().updateUser(person.uid, { disabled: false });
    await testApp.app.get(FirebaseSessionSync).syncOnce();
    const fresh = await apiTokenFor(testApp.server, {
      ...person,
      idToken: await signIn(person.email),
    });
    expect((await me(fresh)).status).toBe(200);
  });

  it('the session sync refuses API tokens issued before a revoke, and not the ones after', async () => {
    const person = await signedInPerson(testApp);
    const older = await tokenIssuedAMinuteAgo(person);
    await firebaseAuth().revokeRefreshTokens(person.uid);
    await me(older).expect(200);

    await testApp.app.get(FirebaseSessionSync).syncOnce();

    expect((await me(older)).status).toBe(401);
    const fresh = await apiTokenFor(testApp.server, {
      ...person,
      idToken: await signIn(person.email),
    });
    expect((await me(fresh)).status).toBe(200);
  });

  it('the session sync leaves an untouched account signed in', async () => {
    const person = await signedInPerson(testApp);

    await testApp.app.get(FirebaseSessionSync).syncOnce();

    expect((await me(person.token)).status).toBe(200);
  });
});
