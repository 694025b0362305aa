import request from 'supertest';
import { ApiMessages, ValidationMessages } from '@threadline/contracts';
import { createAccount, signedInUser } from './support/firebase-accounts';
import { stepUp } from './support/passkeys';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const users = () => testApp.db.collection('users');

async function makeAdminInDatabase(uid: string): Promise<void> {
  await users().updateOne({ uid }, { $set: { role: 'admin' } });
}

describe('POST /users', () => {
  it('creates the caller’s record from a raw Firebase ID token of an unverified new account', async () => {
    const account = await createAccount({ emailVerified: false });

    const response = await request(testApp.server)
      .post('/users')
      .auth(account.idToken, { type: 'bearer' })
      .send({
        uid: account.uid,
        name: 'Ana Weaver',
        email: account.email,
        photoURL: '',
        emailVerified: false,
      });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^[a-f0-9]{24}$/),
    });
    const record = await users().findOne({ uid: account.uid });
    expect(record).toMatchObject({
      _id: expect.anything(),
      name: 'Ana Weaver',
      email: account.email,
      emailVerified: false,
      role: 'user',
      status: 'Active',
    });
    expect(record?._id.toString()).toBe(response.body.insertedId);
  });

  it('is idempotent: a second call updates the one record instead of adding another', async () => {
    const account = await createAccount({ emailVerified: false });
    const send = (name: string) =>
      request(testApp.server)
        .post('/users')
        .auth(account.idToken, { type: 'bearer' })
        .send({ name });

    await send('First Name').expect(201);
    const second = await send('Second Name');

    expect(second.status).toBe(200);
    expect(second.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await users().countDocuments({ uid: account.uid })).toBe(1);
    expect((await users().findOne({ uid: account.uid }))?.name).toBe('Second Name');
  });

  it('keeps one record when two first calls race', async () => {
    const account = await createAccount({ emailVerified: false });
    const send = () =>
      request(testApp.server)
        .post('/users')
        .auth(account.idToken, { type: 'bearer' })
        .send({ name: 'Racer' });

    const responses = await Promise.all([send(), send(), send()]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(await users().countDocuments({ uid: account.uid })).toBe(1);
  });

  it('accepts the Google sign-in body { email, name } with an API token', async () => {
    const user = await signedInUser(testApp.server);

    const response = await request(testApp.server)
      .post('/users')
      .auth(user.token, { type: 'bearer' })
      .send({ email: user.email, name: 'Google Name' });

    expect(response.status).toBe(200);
    expect((await users().findOne({ uid: user.uid }))?.name).toBe('Google Name');
  });

  it('rejects a body that carries a role with 400 and changes nothing', async () => {
    const account = await createAccount({ emailVerified: false });

    const response = await request(testApp.server)
      .post('/users')
      .auth(account.idToken, { type: 'bearer' })
      .send({ name: 'Sneaky', role: 'admin' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: ['property role should not exist'],
      error: 'Bad Request',
    });
    expect(await users().countDocuments({ uid: account.uid })).toBe(0);
  });

  it('takes identity from the token, never from emailVerified in the body', async () => {
    const account = await createAccount({ emailVerified: false });

    await request(testApp.server)
      .post('/users')
      .auth(account.idToken, { type: 'bearer' })
      .send({ uid: account.uid, email: account.email, emailVerified: true, name: 'Me' })
      .expect(201);

    expect(await users().findOne({ uid: account.uid })).toMatchObject({
      email: account.email,
      emailVerified: false,
      name: 'Me',
    });
  });

  it('refuses with 409 a body that names another account, so no session writes another’s name', async () => {
    const account = await createAccount({ emailVerified: false });

    for (const body of [
      { uid: 'someone-else', name: 'Me' },
      { email: 'victim@example.test', name: 'Me' },
      { uid: 'someone-else', email: 'victim@example.test', emailVerified: true, name: 'Me' },
    ]) {
      const response = await request(testApp.server)
        .post('/users')
        .auth(account.idToken, { type: 'bearer' })
        .send(body);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(ApiMessages.ownRecordOfAnotherAccount);
    }
    expect(await users().countDocuments({ uid: 'someone-else' })).toBe(0);
    expect(await users().countDocuments({ uid: account.uid })).toBe(0);
  });

  it('keeps the admin’s display name when a test account’s profile is synced with the admin’s session', async () => {
    const admin = await signedInUser(testApp.server);
    await users().updateOne({ uid: admin.uid }, { $set: { name: 'Threadline Admin' } });
    await makeAdminInDatabase(admin.uid);
    const member = await signedInUser(testApp.server);

    // What a stale sign-in (or a tool replaying records) sends: the member's record, the admin's token.
    await request(testApp.server)
      .post('/users')
      .auth(admin.token, { type: 'bearer' })
      .send({ uid: member.uid, email: member.email, name: 'Fuzz Member' })
      .expect(409);
    // And the other way round: a member cannot claim the admin's record either.
    await request(testApp.server)
      .post('/users')
      .auth(member.token, { type: 'bearer' })
      .send({ email: admin.email.toUpperCase(), name: 'Fuzz Member' })
      .expect(409);

    expect((await users().findOne({ uid: admin.uid }))?.name).toBe('Threadline Admin');
    // The admin's own sync, with their own identity in the body, still goes through.
    await request(testApp.server)
      .post('/users')
      .auth(admin.token, { type: 'bearer' })
      .send({ uid: admin.uid, email: admin.email.toUpperCase(), name: 'Threadline Admin' })
      .expect(200);
  });

  it('answers 409 when the email already belongs to another account’s record', async () => {
    const account = await createAccount({ emailVerified: false });
    await users().insertOne({
      uid: 'earlier-account',
      email: account.email,
      name: 'Earlier',
      role: 'user',
      status: 'Active',
      refCode: 'EARLIER2',
      createdAt: new Date(),
    });

    const response = await request(testApp.server)
      .post('/users')
      .auth(account.idToken, { type: 'bearer' })
      .send({ name: 'Later' });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: 'A record with this email already exists',
      error: 'Conflict',
    });
    expect(await users().countDocuments({ email: account.email })).toBe(1);
  });

  it('answers 400 with the catalogue message to a blank name', async () => {
    const account = await createAccount({ emailVerified: false });

    const response = await request(testApp.server)
      .post('/users')
      .auth(account.idToken, { type: 'bearer' })
      .send({ name: '   ' });

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ValidationMessages.nameRequired]);
  });

  it('answers 400 to a photoURL that is not an http(s) URL', async () => {
    const account = await createAccount({ emailVerified: false });

    const response = await request(testApp.server)
      .post('/users')
      .auth(account.idToken, { type: 'bearer' })
      .send({ name: 'Ana', photoURL: 'javascript:alert(1)' });

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ValidationMessages.imageUrlInvalid]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await request(testApp.server).post('/users').send({ name: 'Nobody' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      message: ApiMessages.unauthorized,
      error: 'Unauthorized',
    });
  });

  it('answers 401 to a garbage bearer', async () => {
    const response = await request(testApp.server)
      .post('/users')
      .auth('garbage', { type: 'bearer' })
      .send({});

    expect(response.status).toBe(401);
  });
});

describe('referrals and GET /users/me', () => {
  it('counts the partners who signed up through the caller’s refCode or uid link', async () => {
    const inviter = await signedInUser(testApp.server);
    const inviterRecord = await users().findOne({ uid: inviter.uid });
    const byRefCode = await createAccount({ emailVerified: false });
    const byUid = await createAccount({ emailVerified: false });

    await request(testApp.server)
      .post('/users')
      .auth(byRefCode.idToken, { type: 'bearer' })
      .send({ name: 'Partner One', refCode: inviterRecord?.refCode })
      .expect(201);
    await request(testApp.server)
      .post('/users')
      .auth(byUid.idToken, { type: 'bearer' })
      .send({ name: 'Partner Two', refCode: inviter.uid })
      .expect(201);

    const me = await request(testApp.server)
      .get('/users/me')
      .auth(inviter.token, { type: 'bearer' });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      _id: inviterRecord?._id.toString(),
      uid: inviter.uid,
      email: inviter.email,
      role: 'user',
      status: 'Active',
      refCode: inviterRecord?.refCode,
      partnersCount: 2,
    });
    expect(await users().findOne({ uid: byRefCode.uid })).toMatchObject({
      referredBy: inviter.uid,
    });
  });

  it('sets referredBy only on creation, never on a later call', async () => {
    const firstInviter = await signedInUser(testApp.server);
    const laterInviter = await signedInUser(testApp.server);
    const account = await createAccount({ emailVerified: false });
    const send = (refCode: string) =>
      request(testApp.server)
        .post('/users')
        .auth(account.idToken, { type: 'bearer' })
        .send({ refCode });

    await send(firstInviter.uid).expect(201);
    await send(laterInviter.uid).expect(200);

    expect((await users().findOne({ uid: account.uid }))?.referredBy).toBe(firstInviter.uid);
  });

  it('ignores an invitation to oneself and an unknown code', async () => {
    const self = await createAccount({ emailVerified: false });
    const stranger = await createAccount({ emailVerified: false });

    await request(testApp.server)
      .post('/users')
      .auth(self.idToken, { type: 'bearer' })
      .send({ refCode: self.uid })
      .expect(201);
    await request(testApp.server)
      .post('/users')
      .auth(stranger.idToken, { type: 'bearer' })
      .send({ refCode: 'NOSUCHCODE' })
      .expect(201);

    expect((await users().findOne({ uid: self.uid }))?.referredBy).toBeUndefined();
    expect((await users().findOne({ uid: stranger.uid }))?.referredBy).toBeUndefined();
  });

  it('answers partnersCount 0 for someone who invited nobody', async () => {
    const user = await signedInUser(testApp.server);

    const me = await request(testApp.server).get('/users/me').auth(user.token, { type: 'bearer' });

    expect(me.body.partnersCount).toBe(0);
  });
});

describe('GET /users/admin/:email', () => {
  it('answers { admin: false } for the caller’s own email, then true once the database says admin and the session stepped up', async () => {
    const user = await signedInUser(testApp.server);
    const ask = (token = user.token) =>
      request(testApp.server)
        .get(`/users/admin/${encodeURIComponent(user.email)}`)
        .auth(token, { type: 'bearer' });

    const before = await ask();
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ admin: false });

    await makeAdminInDatabase(user.uid);

    // Member rights until the passkey step-up (issue 40), so the shell shows no admin pages yet.
    expect((await ask()).body).toEqual({ admin: false });
    const after = await ask((await stepUp(testApp, user.token)).token);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ admin: true });
  });

  it('compares the email case-insensitively', async () => {
    const user = await signedInUser(testApp.server);

    const response = await request(testApp.server)
      .get(`/users/admin/${encodeURIComponent(user.email.toUpperCase())}`)
      .auth(user.token, { type: 'bearer' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ admin: false });
  });

  it('answers 403 to a user asking about someone else’s email', async () => {
    const user = await signedInUser(testApp.server);
    const other = await signedInUser(testApp.server);

    const response = await request(testApp.server)
      .get(`/users/admin/${encodeURIComponent(other.email)}`)
      .auth(user.token, { type: 'bearer' });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: ApiMessages.otherUsersAdminStatus,
      error: 'Forbidden',
    });
  });

  it('lets an admin ask about anyone', async () => {
    const admin = await signedInUser(testApp.server);
    const other = await signedInUser(testApp.server);
    const otherAdmin = await signedInUser(testApp.server);
    await makeAdminInDatabase(admin.uid);
    await makeAdminInDatabase(otherAdmin.uid);
    const { token } = await stepUp(testApp, admin.token);
    const ask = (email: string) =>
      request(testApp.server)
        .get(`/users/admin/${encodeURIComponent(email)}`)
        .auth(token, { type: 'bearer' });

    expect((await ask(other.email)).body).toEqual({ admin: false });
    expect((await ask(otherAdmin.email)).body).toEqual({ admin: true });
    expect((await ask('nobody@example.test')).body).toEqual({ admin: false });
  });

  it('answers 401 without a token', async () => {
    const response = await request(testApp.server).get('/users/admin/someone%40example.test');

    expect(response.status).toBe(401);
  });
});
