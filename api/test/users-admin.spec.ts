import request from 'supertest';
import { ApiMessages, ValidationMessages } from '@threadline/contracts';
import { apiTokenFor, firebaseAuth, signInAgain } from './support/firebase-accounts';
import { stepUp, stepUpAgain } from './support/passkeys';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const users = () => testApp.db.collection('users');
const roleOf = async (uid: string) => (await users().findOne({ uid }))?.role;
const as = (token: string) => ({
  patch: (path: string) => request(testApp.server).patch(path).auth(token, { type: 'bearer' }),
  delete: (path: string) => request(testApp.server).delete(path).auth(token, { type: 'bearer' }),
  get: (path: string) => request(testApp.server).get(path).auth(token, { type: 'bearer' }),
});
const error = (statusCode: number, message: string, name: string) => ({
  statusCode,
  message,
  error: name,
});
const MISSING_ID = '0123456789abcdef01234567';

describe('PATCH /users/admin/:id (Make Admin)', () => {
  it('makes a user an admin, answering { modifiedCount: 1 }, effective from their next sign-in', async () => {
    const person = await signedInPerson(testApp);
    await as(person.token).get('/users').expect(403);

    const response = await as(admin.token).patch(`/users/admin/${person.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ modifiedCount: 1 });
    expect(await roleOf(person.uid)).toBe('admin');
    // A role change ends the person's sessions; the next sign-in carries the new role, whose
    // admin rights start with the passkey step-up (issue 40).
    expect((await as(person.token).get('/users')).status).toBe(401);
    const signedIn = await apiTokenFor(testApp.server, await signInAgain(person));
    expect((await as(signedIn).get('/users')).body).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const fresh = (await stepUp(testApp, signedIn)).token;
    expect((await as(fresh).get('/users')).status).toBe(200);
    expect((await as(fresh).get(`/users/admin/${encodeURIComponent(person.email)}`)).body).toEqual({
      admin: true,
    });
  });

  it('answers { modifiedCount: 0 } for someone who already is an admin', async () => {
    const otherAdmin = await signedInAdmin(testApp);

    const response = await as(admin.token).patch(`/users/admin/${otherAdmin.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ modifiedCount: 0 });
  });

  it('answers 404 "User not found" for an id that names no user', async () => {
    const response = await as(admin.token).patch(`/users/admin/${MISSING_ID}`);

    expect(response.status).toBe(404);
    expect(response.body).toEqual(error(404, ApiMessages.userNotFound, 'Not Found'));
  });

  it('answers 400 "Invalid id" to an id that is not an ObjectId', async () => {
    const response = await as(admin.token).patch('/users/admin/not-an-id');

    expect(response.status).toBe(400);
    expect(response.body).toEqual(error(400, ApiMessages.invalidId, 'Bad Request'));
  });

  it('answers 400 to an admin check of something that is not an address, whatever the caller', async () => {
    const response = await as(admin.token).get('/users/admin/not-an-id');

    expect(response.status).toBe(400);
    expect(response.body).toEqual(error(400, ValidationMessages.invalidEmail, 'Bad Request'));
    expect((await as(admin.token).get('/users/admin/someone%40example.test')).body).toEqual({
      admin: false,
    });
    // An address, sent encoded as clients do, is the check's path: PATCH is not a method of it.
    const patch = await as(admin.token).patch('/users/admin/someone%40example.test');
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD');
  });

  it('answers 403 "Admins only" to a user making themselves admin, and changes nothing', async () => {
    const person = await signedInPerson(testApp);

    const response = await as(person.token).patch(`/users/admin/${person.recordId}`);

    expect(response.status).toBe(403);
    expect(response.body).toEqual(error(403, ApiMessages.adminOnly, 'Forbidden'));
    expect(await roleOf(person.uid)).toBe('user');
  });
});

describe('DELETE /users/admin/:id (revoke admin, beyond the spec)', () => {
  it('turns an admin back into a user, answering { modifiedCount: 1 }, effective at once', async () => {
    const otherAdmin = await signedInAdmin(testApp);
    await as(otherAdmin.token).get('/users').expect(200);

    const response = await as(admin.token).delete(`/users/admin/${otherAdmin.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ modifiedCount: 1 });
    expect(await roleOf(otherAdmin.uid)).toBe('user');
    // Their session ends with the role; signed in again, they are a user.
    expect((await as(otherAdmin.token).get('/users')).status).toBe(401);
    const fresh = await apiTokenFor(testApp.server, await signInAgain(otherAdmin));
    expect((await as(fresh).get('/users')).status).toBe(403);
  });

  it('answers { modifiedCount: 0 } for someone who is not an admin', async () => {
    const person = await signedInPerson(testApp);

    const response = await as(admin.token).delete(`/users/admin/${person.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ modifiedCount: 0 });
  });

  it('lets an admin step down while another admin remains', async () => {
    const leaving = await signedInAdmin(testApp);

    const response = await as(leaving.token).delete(`/users/admin/${leaving.recordId}`);

    expect(response.status).toBe(200);
    expect(await roleOf(leaving.uid)).toBe('user');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await as(admin.token).delete(`/users/admin/${MISSING_ID}`)).body).toEqual(
      error(404, ApiMessages.userNotFound, 'Not Found'),
    );
    expect((await as(admin.token).delete('/users/admin/123')).status).toBe(400);
  });

  it('answers 403 to a user who is not an admin, and the admin stays one', async () => {
    const person = await signedInPerson(testApp);

    const response = await as(person.token).delete(`/users/admin/${admin.recordId}`);

    expect(response.status).toBe(403);
    expect(await roleOf(admin.uid)).toBe('admin');
  });
});

describe('DELETE /users/:id', () => {
  it('moves the record to the trash and disables the Firebase account, answering { deletedCount: 1, trashId }', async () => {
    const person = await signedInPerson(testApp);

    const response = await as(admin.token).delete(`/users/${person.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deletedCount: 1, trashId: expect.any(String) });
    expect(await users().countDocuments({ uid: person.uid })).toBe(0);
    expect((await firebaseAuth().getUser(person.uid)).disabled).toBe(true);
  });

  it('ends the deleted person’s session at once: their token answers 401', async () => {
    const person = await signedInPerson(testApp);
    await as(person.token).get('/users/me').expect(200);

    await as(admin.token).delete(`/users/${person.recordId}`).expect(200);

    const response = await as(person.token).get('/users/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(error(401, ApiMessages.unauthorized, 'Unauthorized'));
  });

  it('deletes another admin while an admin remains', async () => {
    const otherAdmin = await signedInAdmin(testApp);

    const response = await as(admin.token).delete(`/users/${otherAdmin.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deletedCount: 1, trashId: expect.any(String) });
  });

  it('deletes a record whose Firebase account is already gone', async () => {
    const person = await signedInPerson(testApp);
    await firebaseAuth().deleteUser(person.uid);

    const response = await as(admin.token).delete(`/users/${person.recordId}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deletedCount: 1, trashId: expect.any(String) });
  });

  it('refuses to delete yourself with 400 and keeps the account', async () => {
    const response = await as(admin.token).delete(`/users/${admin.recordId}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(error(400, ApiMessages.cannotDeleteSelf, 'Bad Request'));
    expect(await users().countDocuments({ uid: admin.uid })).toBe(1);
    await expect(firebaseAuth().getUser(admin.uid)).resolves.toMatchObject({ uid: admin.uid });
  });

  it('answers 404 "User not found" for an id that names no user', async () => {
    const response = await as(admin.token).delete(`/users/${MISSING_ID}`);

    expect(response.status).toBe(404);
    expect(response.body).toEqual(error(404, ApiMessages.userNotFound, 'Not Found'));
  });

  it('answers 403 to a user who is not an admin and deletes nothing', async () => {
    const person = await signedInPerson(testApp);
    const victim = await signedInPerson(testApp);

    const response = await as(person.token).delete(`/users/${victim.recordId}`);

    expect(response.status).toBe(403);
    expect(response.body).toEqual(error(403, ApiMessages.adminOnly, 'Forbidden'));
    expect(await users().countDocuments({ uid: victim.uid })).toBe(1);
    await expect(firebaseAuth().getUser(victim.uid)).resolves.toMatchObject({ uid: victim.uid });
  });

  it('answers 401 to an anonymous caller', async () => {
    const person = await signedInPerson(testApp);

    const response = await request(testApp.server).delete(`/users/${person.recordId}`);

    expect(response.status).toBe(401);
    expect(await users().countDocuments({ uid: person.uid })).toBe(1);
  });
});

describe('the last admin', () => {
  let lonely: TestApp;
  let onlyAdmin: SignedInAccount;

  beforeAll(async () => {
    lonely = await startTestApp();
    onlyAdmin = await signedInAdmin(lonely);
  });

  afterAll(async () => {
    await lonely?.close();
  });

  const adminsIn = (app: TestApp) => app.db.collection('users').countDocuments({ role: 'admin' });

  it('cannot revoke their own admin role: 409, and stays admin', async () => {
    const response = await request(lonely.server)
      .delete(`/users/admin/${onlyAdmin.recordId}`)
      .auth(onlyAdmin.token, { type: 'bearer' });

    expect(response.status).toBe(409);
    expect(response.body).toEqual(error(409, ApiMessages.lastAdmin, 'Conflict'));
    expect(await adminsIn(lonely)).toBe(1);
  });

  it('survives two admins revoking each other at the same moment', async () => {
    const second = await signedInAdmin(lonely);

    const responses = await Promise.all([
      request(lonely.server)
        .delete(`/users/admin/${second.recordId}`)
        .auth(onlyAdmin.token, { type: 'bearer' }),
      request(lonely.server)
        .delete(`/users/admin/${onlyAdmin.recordId}`)
        .auth(second.token, { type: 'bearer' }),
    ]);

    expect(await adminsIn(lonely)).toBeGreaterThanOrEqual(1);
    for (const response of responses) {
      // 401: the other admin's revoke already ended this caller's session.
      expect([200, 401, 403, 409]).toContain(response.status);
      if (response.status === 409) expect(response.body.message).toBe(ApiMessages.lastAdmin);
    }
    // Put the pair back to one admin for the next test.
    await lonely.db
      .collection('users')
      .updateOne({ uid: onlyAdmin.uid }, { $set: { role: 'admin' } });
    await lonely.db.collection('users').updateOne({ uid: second.uid }, { $set: { role: 'user' } });
    onlyAdmin.token = await stepUpAgain(
      lonely,
      await apiTokenFor(lonely.server, await signInAgain(onlyAdmin)),
      onlyAdmin.authenticator!,
    );
  });

  it('survives two admins deleting each other at the same moment', async () => {
    const second = await signedInAdmin(lonely);

    const responses = await Promise.all([
      request(lonely.server)
        .delete(`/users/${second.recordId}`)
        .auth(onlyAdmin.token, { type: 'bearer' }),
      request(lonely.server)
        .delete(`/users/${onlyAdmin.recordId}`)
        .auth(second.token, { type: 'bearer' }),
    ]);

    expect(await adminsIn(lonely)).toBeGreaterThanOrEqual(1);
    expect(responses.filter((response) => response.status === 200).length).toBeLessThanOrEqual(1);
    for (const response of responses) {
      expect([200, 401, 403, 409]).toContain(response.status);
      if (response.status === 409) expect(response.body.message).toBe(ApiMessages.lastAdmin);
    }
  });
});
