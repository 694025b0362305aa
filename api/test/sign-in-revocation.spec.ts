import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { apiTokenFor, firebaseAuth, signIn } from './support/firebase-accounts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { stepUp } from './support/passkeys';
import { startTestApp, type TestApp } from './support/test-app';

// Against the real Auth emulator: the ID tokens are the ones it issues, and the revocation of
// the refresh tokens is read back from it.
let testApp: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp({ SESSION_SYNC_SECONDS: '0' });
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const signInEnded = { statusCode: 401, message: ApiMessages.signInEnded, error: 'Unauthorized' };
const exchange = (idToken: string) => request(testApp.server).post('/jwt').send({ idToken });
const logout = (token: string) =>
  request(testApp.server).post('/logout').auth(token, { type: 'bearer' });

/**
 * Firebase stamps auth_time in whole seconds: a sign-in in the same second as a logout cannot be
 * told apart from one before it, so the "later" sign-in starts in the next second.
 */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
}

describe('after POST /logout', () => {
  it('refuses to mint a session from an ID token issued before it', async () => {
    const person = await signedInPerson(testApp);

    await logout(person.token).expect(204);
    const again = await exchange(person.idToken);

    expect(again.status).toBe(401);
    expect(again.body).toEqual(signInEnded);
  });

  it('refuses that ID token on the routes that take one directly too', async () => {
    const person = await signedInPerson(testApp);
    await logout(person.token).expect(204);

    const saved = await request(testApp.server)
      .post('/users')
      .auth(person.idToken, { type: 'bearer' })
      .send({ name: 'Back Door' });

    expect(saved.status).toBe(401);
  });

  it('revokes the Firebase refresh tokens of the account', async () => {
    const person = await signedInPerson(testApp);
    await nextSecond();
    const loggedOutAt = Math.floor(Date.now() / 1000) * 1000;

    await logout(person.token).expect(204);

    const account = await firebaseAuth().getUser(person.uid);
    expect(Date.parse(account.tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(loggedOutAt);
  });

  it('lets a new sign-in (a new ID token) in', async () => {
    const person = await signedInPerson(testApp);
    await logout(person.token).expect(204);
    await nextSecond();

    const fresh = await exchange(await signIn(person.email));

    expect(fresh.status).toBe(200);
  });
});

describe('after a role change', () => {
  it("refuses the person's earlier ID token; a new sign-in carries the new role", async () => {
    const person = await signedInPerson(testApp);

    await request(testApp.server)
      .patch(`/users/admin/${person.recordId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);

    expect((await exchange(person.idToken)).body).toEqual(signInEnded);
    await nextSecond();
    const signedIn = await apiTokenFor(testApp.server, {
      ...person,
      idToken: await signIn(person.email),
    });
    // The new role's admin rights start with the passkey step-up (issue 40).
    const { token } = await stepUp(testApp, signedIn);
    const users = await request(testApp.server).get('/users').auth(token, { type: 'bearer' });
    expect(users.status).toBe(200);
  });
});
