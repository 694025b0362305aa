import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import {
  apiTokenFor,
  createAccount,
  firebaseAuth,
  signedInUser,
} from './support/firebase-accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index], 'base64url').toString('utf8'));
}

const unauthorized = (message: string) => ({ statusCode: 401, message, error: 'Unauthorized' });

describe('POST /jwt', () => {
  it('exchanges a verified Firebase ID token for an API token that opens a protected route', async () => {
    const account = await createAccount({ emailVerified: true });

    const exchange = await request(testApp.server).post('/jwt').send({ idToken: account.idToken });

    expect(exchange.status).toBe(200);
    expect(Object.keys(exchange.body)).toEqual(['token']);
    const me = await request(testApp.server)
      .get('/users/me')
      .auth(exchange.body.token, { type: 'bearer' });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: account.uid, email: account.email, role: 'user' });
  });

  it('signs an HS256 token carrying the uid, email, record id, session version, session id and sign-in time, valid for JWT_EXPIRES_IN', async () => {
    const account = await createAccount({ emailVerified: true });
    const token = await apiTokenFor(testApp.server, account);

    expect(decodePart(token, 0)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const payload = decodePart(token, 1);
    const record = await testApp.db.collection('users').findOne({ uid: account.uid });
    expect(payload).toEqual({
      sub: account.uid,
      email: account.email,
      rid: record?._id.toHexString(),
      sv: 0,
      // The session a passkey step-up is bound to, and the Firebase sign-in it carries over in.
      sid: expect.stringMatching(/^[\w-]{22}$/),
      at: expect.any(Number),
      iss: 'threadline-api',
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
  });

  it('answers 401 to a validly signed token whose record id belongs to someone else', async () => {
    const user = await signedInUser(testApp.server);
    const other = await signedInUser(testApp.server);
    const otherRecord = await testApp.db.collection('users').findOne({ uid: other.uid });
    const mismatched = new JwtService({ secret: testApp.config.auth.jwtSecret }).sign(
      { sub: user.uid, email: user.email, rid: otherRecord?._id.toHexString() },
      { algorithm: 'HS256', issuer: 'threadline-api', expiresIn: 3600 },
    );

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(mismatched, { type: 'bearer' });

    expect(response.status).toBe(401);
  });

  it('answers 401 to a body of only { email }', async () => {
    const account = await createAccount({ emailVerified: true });

    const response = await request(testApp.server).post('/jwt').send({ email: account.email });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.idTokenRequired));
  });

  it('answers 401 to an empty body', async () => {
    const response = await request(testApp.server).post('/jwt').send({});

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.idTokenRequired));
  });

  it('answers 401 to an idToken that is not a string', async () => {
    const response = await request(testApp.server)
      .post('/jwt')
      .send({ idToken: { $ne: null } });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.idTokenRequired));
  });

  it('answers 401 to a garbage idToken', async () => {
    const response = await request(testApp.server).post('/jwt').send({ idToken: 'not.a.token' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.idTokenInvalid));
  });

  it('answers 401 to an API token offered as the idToken', async () => {
    const user = await signedInUser(testApp.server);

    const response = await request(testApp.server).post('/jwt').send({ idToken: user.token });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.idTokenInvalid));
  });

  it('answers 403 to the ID token of an account whose email is not verified, and stores nothing', async () => {
    const account = await createAccount({ emailVerified: false });

    const response = await request(testApp.server).post('/jwt').send({ idToken: account.idToken });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: ApiMessages.emailNotVerified,
      error: 'Forbidden',
    });
    expect(await testApp.db.collection('users').countDocuments({ uid: account.uid })).toBe(0);
  });

  it('answers 401 to the ID token of a Firebase account that has since been deleted', async () => {
    const account = await createAccount({ emailVerified: true });
    await firebaseAuth().deleteUser(account.uid);

    const response = await request(testApp.server).post('/jwt').send({ idToken: account.idToken });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.idTokenInvalid));
  });

  it('creates the user record on the first exchange, from the token only', async () => {
    const account = await createAccount({ emailVerified: true, displayName: 'Mira Stitch' });

    await apiTokenFor(testApp.server, account);

    const record = await testApp.db.collection('users').findOne({ uid: account.uid });
    expect(record).toMatchObject({
      uid: account.uid,
      email: account.email,
      emailVerified: true,
      name: 'Mira Stitch',
      role: 'user',
      status: 'Active',
    });
    expect(record?.refCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(record?.createdAt).toBeInstanceOf(Date);
  });

  it('names a new record after the email local part when the account has no display name', async () => {
    const account = await createAccount({ emailVerified: true });

    await apiTokenFor(testApp.server, account);

    const record = await testApp.db.collection('users').findOne({ uid: account.uid });
    expect(record?.name).toBe(account.email.split('@')[0]);
  });

  it('keeps one record, and its refCode, across repeated exchanges', async () => {
    const account = await createAccount({ emailVerified: true });

    await apiTokenFor(testApp.server, account);
    const first = await testApp.db.collection('users').findOne({ uid: account.uid });
    await apiTokenFor(testApp.server, account);

    expect(await testApp.db.collection('users').countDocuments({ uid: account.uid })).toBe(1);
    const second = await testApp.db.collection('users').findOne({ uid: account.uid });
    expect(second?.refCode).toBe(first?.refCode);
  });
});

describe('a protected route', () => {
  const jwtWith = (secret: string) => new JwtService({ secret });

  it('answers 401 without an authorization header', async () => {
    const response = await request(testApp.server).get('/users/me');

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.unauthorized));
  });

  it('answers 401 to an expired API token', async () => {
    const user = await signedInUser(testApp.server);
    const expired = jwtWith(testApp.config.auth.jwtSecret).sign(
      {
        sub: user.uid,
        email: user.email,
        iss: 'threadline-api',
        iat: nowSeconds() - 7200,
        exp: nowSeconds() - 3600,
      },
      { algorithm: 'HS256' },
    );

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(expired, { type: 'bearer' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.unauthorized));
  });

  it('answers 401 to a token signed with another secret', async () => {
    const user = await signedInUser(testApp.server);
    const forged = jwtWith('f'.repeat(64)).sign(
      { sub: user.uid, email: user.email },
      { algorithm: 'HS256', issuer: 'threadline-api', expiresIn: 3600 },
    );

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(forged, { type: 'bearer' });

    expect(response.status).toBe(401);
  });

  it('answers 401 to an unsigned token (alg none)', async () => {
    const user = await signedInUser(testApp.server);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: user.uid,
      email: user.email,
      iss: 'threadline-api',
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    })}.`;

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(unsigned, { type: 'bearer' });

    expect(response.status).toBe(401);
  });

  it('answers 401 to a token signed with the right secret but another algorithm (HS512)', async () => {
    const user = await signedInUser(testApp.server);
    const otherAlgorithm = jwtWith(testApp.config.auth.jwtSecret).sign(
      { sub: user.uid, email: user.email },
      { algorithm: 'HS512', issuer: 'threadline-api', expiresIn: 3600 },
    );

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(otherAlgorithm, { type: 'bearer' });

    expect(response.status).toBe(401);
  });

  it('answers 401 to a raw Firebase ID token where only API tokens are accepted', async () => {
    const user = await signedInUser(testApp.server);

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(user.idToken, { type: 'bearer' });

    expect(response.status).toBe(401);
  });

  it('answers 401 to the API token of a user whose record was deleted', async () => {
    const user = await signedInUser(testApp.server);
    await request(testApp.server).get('/users/me').auth(user.token, { type: 'bearer' }).expect(200);

    await testApp.db.collection('users').deleteOne({ uid: user.uid });

    const response = await request(testApp.server)
      .get('/users/me')
      .auth(user.token, { type: 'bearer' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized(ApiMessages.unauthorized));
  });

  it('ignores a role claim inside a validly signed token: the role comes from the database', async () => {
    const user = await signedInUser(testApp.server);
    const someoneElse = await signedInUser(testApp.server);
    const withRoleClaim = jwtWith(testApp.config.auth.jwtSecret).sign(
      { sub: user.uid, email: user.email, role: 'admin' },
      { algorithm: 'HS256', issuer: 'threadline-api', expiresIn: 3600 },
    );

    const response = await request(testApp.server)
      .get(`/users/admin/${encodeURIComponent(someoneElse.email)}`)
      .auth(withRoleClaim, { type: 'bearer' });

    expect(response.status).toBe(403);
  });
});
