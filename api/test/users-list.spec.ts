import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ApiMessages, MAX_PAGE_LIMIT, TOTAL_COUNT_HEADER } from '@threadline/contracts';
import {
  reindexUsers,
  signedInAdmin,
  signedInPerson,
  type SignedInAccount,
} from './support/people';
import { UsersRepository } from '../src/users/users.repository';
import { startTestApp, type TestApp } from './support/test-app';

interface ListedUser {
  _id: string;
  name: string;
  email: string;
  role: string;
}

const badRequest = (message: string) => ({
  statusCode: 400,
  message: [message],
  error: 'Bad Request',
});

// The same behaviour from both strategies: the database's indexed query (MongoDB in production)
// and the in-process index used on FerretDB.
describe.each(['database', 'memory'] as const)('GET /users (USERS_SEARCH=%s)', (mode) => {
  let testApp: TestApp;
  let admin: SignedInAccount;
  let people: Record<'ana' | 'bruno' | 'carla' | 'dmitri', SignedInAccount>;
  const domain = `looms-${randomBytes(3).toString('hex')}.test`;

  const list = (query: Record<string, string | number> = {}, token = admin.token) =>
    request(testApp.server).get('/users').query(query).auth(token, { type: 'bearer' });
  const names = (body: ListedUser[]) => body.map((user) => user.name);

  beforeAll(async () => {
    testApp = await startTestApp({ USERS_SEARCH: mode });
    admin = await signedInAdmin(testApp, { displayName: 'Zoe Admin', email: `zoe@${domain}` });
    // Created one after another, so createdAt runs Ana, Bruno, Carla, Dmitri.
    people = {
      ana: await signedInPerson(testApp, {
        displayName: 'Ana Weaver',
        email: `ana.weaver@${domain}`,
      }),
      bruno: await signedInPerson(testApp, {
        displayName: 'bruno Tailor',
        email: `b.tailor@${domain}`,
      }),
      carla: await signedInPerson(testApp, {
        displayName: 'Carla Stitch-Hem',
        email: `carla@${domain}`,
      }),
      dmitri: await signedInPerson(testApp, {
        displayName: 'Dmitri Loom',
        email: `dmitri@${domain}`,
      }),
    };
    await request(testApp.server)
      .patch(`/users/admin/${people.bruno.recordId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    // A teacher can only come from outside the API (the spec shows the role, never sets it).
    await testApp.db
      .collection('users')
      .updateOne({ uid: people.dmitri.uid }, { $set: { role: 'teacher' } });
    await reindexUsers(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers an array of records, newest first, with the total in X-Total-Count', async () => {
    const response = await list();

    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(names(response.body)).toEqual([
      'Dmitri Loom',
      'Carla Stitch-Hem',
      'bruno Tailor',
      'Ana Weaver',
      'Zoe Admin',
    ]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');
    expect(response.body[3]).toMatchObject({
      _id: people.ana.recordId,
      uid: people.ana.uid,
      name: 'Ana Weaver',
      email: `ana.weaver@${domain}`,
      role: 'user',
      status: 'Active',
      refCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
  });

  it('never sends the internal search fields', async () => {
    const response = await list();

    for (const user of response.body) {
      expect(user).not.toHaveProperty('searchTerms');
      expect(user).not.toHaveProperty('nameKey');
    }
  });

  it('matches the start of any word of the name, whatever the case', async () => {
    const response = await list({ search: 'WEAV' });

    expect(names(response.body)).toEqual(['Ana Weaver']);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('matches a part of a hyphenated name and a part of the email', async () => {
    expect(names((await list({ search: 'hem' })).body)).toEqual(['Carla Stitch-Hem']);
    expect(names((await list({ search: 'b.tailor@' })).body)).toEqual(['bruno Tailor']);
    expect((await list({ search: domain })).headers['x-total-count']).toBe('5');
  });

  it('treats the search as literal text: regular-expression characters match nothing', async () => {
    for (const search of ['.*', '^', '(', '[a-z]+', '\\', 'a|b', '$where']) {
      const response = await list({ search });

      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
    }
  });

  it('ignores surrounding spaces and answers everyone for a blank search', async () => {
    expect(names((await list({ search: '  ana  ' })).body)).toEqual(['Ana Weaver']);
    expect((await list({ search: '   ' })).headers['x-total-count']).toBe('5');
  });

  it('filters by role, alone and together with a search', async () => {
    expect(names((await list({ role: 'admin' })).body)).toEqual(['bruno Tailor', 'Zoe Admin']);
    expect(names((await list({ role: 'teacher' })).body)).toEqual(['Dmitri Loom']);
    expect(names((await list({ role: 'user', search: 'carla' })).body)).toEqual([
      'Carla Stitch-Hem',
    ]);
    expect((await list({ role: 'admin', search: 'carla' })).body).toEqual([]);
  });

  it('sorts by name case-insensitively, in either order', async () => {
    expect(names((await list({ sort: 'name', order: 'asc' })).body)).toEqual([
      'Ana Weaver',
      'bruno Tailor',
      'Carla Stitch-Hem',
      'Dmitri Loom',
      'Zoe Admin',
    ]);
    expect(names((await list({ sort: 'name', order: 'desc' })).body)[0]).toBe('Zoe Admin');
  });

  it('sorts by email, by role and by createdAt ascending', async () => {
    expect(names((await list({ sort: 'email', order: 'asc' })).body)).toEqual([
      'Ana Weaver',
      'bruno Tailor',
      'Carla Stitch-Hem',
      'Dmitri Loom',
      'Zoe Admin',
    ]);
    const byRole = (await list({ sort: 'role', order: 'asc' })).body as ListedUser[];
    expect(byRole.map((user) => user.role)).toEqual(['admin', 'admin', 'teacher', 'user', 'user']);
    expect(names((await list({ sort: 'createdAt', order: 'asc' })).body)[0]).toBe('Zoe Admin');
  });

  it('pages with page and limit, keeping the total of all matches', async () => {
    const second = await list({ sort: 'name', order: 'asc', page: 2, limit: 2 });
    const last = await list({ sort: 'name', order: 'asc', page: 3, limit: 2 });
    const beyond = await list({ page: 9, limit: 2 });

    expect(names(second.body)).toEqual(['Carla Stitch-Hem', 'Dmitri Loom']);
    expect(names(last.body)).toEqual(['Zoe Admin']);
    expect(beyond.body).toEqual([]);
    for (const response of [second, last, beyond])
      expect(response.headers['x-total-count']).toBe('5');
  });

  it('follows sign-ups, role changes and deletions made through the API at once', async () => {
    const total = async (query: Record<string, string>) =>
      (await list({ search: domain, ...query })).headers['x-total-count'];
    expect(await total({})).toBe('5');
    expect(await total({ role: 'admin' })).toBe('2');

    const newcomer = await signedInPerson(testApp, {
      displayName: 'Newcomer Nell',
      email: `nell@${domain}`,
    });
    expect(await total({})).toBe('6');
    expect((await list({ search: 'nell' })).body).toEqual([
      expect.objectContaining({ _id: newcomer.recordId, role: 'user' }),
    ]);

    await request(testApp.server)
      .patch(`/users/admin/${newcomer.recordId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(await total({ role: 'admin' })).toBe('3');

    await request(testApp.server)
      .delete(`/users/${newcomer.recordId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(await total({})).toBe('5');
    expect(await total({ role: 'admin' })).toBe('2');
  });

  it.each([
    [{ sort: 'password' }, ApiMessages.sortFieldInvalid],
    [{ sort: '$natural' }, ApiMessages.sortFieldInvalid],
    [{ order: 'sideways' }, ApiMessages.sortOrderInvalid],
    [{ role: 'superuser' }, ApiMessages.roleFilterInvalid],
    [{ page: 0 }, ApiMessages.pageInvalid],
    [{ page: -1 }, ApiMessages.pageInvalid],
    [{ page: '1.5' }, ApiMessages.pageInvalid],
    [{ page: 'two' }, ApiMessages.pageInvalid],
    [{ limit: 0 }, ApiMessages.limitInvalid],
    [{ limit: MAX_PAGE_LIMIT + 1 }, ApiMessages.limitInvalid],
    [{ limit: '1e2' }, ApiMessages.limitInvalid],
    [{ search: 'x'.repeat(101) }, ApiMessages.searchTooLong],
    [{ isAdmin: 'true' }, 'property isAdmin should not exist'],
  ])('answers 400 to %j', async (query, message) => {
    const response = await list(query);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(badRequest(message));
  });

  it('accepts the largest page size', async () => {
    const response = await list({ limit: MAX_PAGE_LIMIT });

    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(5);
  });

  it('answers 403 "Admins only" to a signed-in user who is not an admin', async () => {
    const response = await list({}, people.ana.token);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: ApiMessages.adminOnly,
      error: 'Forbidden',
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await request(testApp.server).get('/users');

    expect(response.status).toBe(401);
    expect(response.body.message).toBe(ApiMessages.unauthorized);
  });
});

describe('the in-process users index (USERS_SEARCH=memory)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ USERS_SEARCH: 'memory', USERS_INDEX_REFRESH_SECONDS: '1' });
    testApp.app.get(UsersRepository).keepFresh();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('lists a record another process wrote, once it re-reads the collection', async () => {
    const admin = await signedInAdmin(testApp);
    await testApp.db.collection('users').insertOne({
      uid: 'written-elsewhere',
      name: 'Outside Writer',
      email: 'outside.writer@elsewhere.test',
      role: 'user',
      status: 'Active',
      refCode: 'ELSEWHR2',
      createdAt: new Date(),
    });

    const deadline = Date.now() + 30_000;
    let listed: ListedUser[] = [];
    while (listed.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listed = (
        await request(testApp.server)
          .get('/users')
          .query({ search: 'outside' })
          .auth(admin.token, { type: 'bearer' })
      ).body;
    }

    expect(listed.map((user) => user.email)).toEqual(['outside.writer@elsewhere.test']);
  });

  it('follows a rename and a deletion made by another process, once it re-reads', async () => {
    const admin = await signedInAdmin(testApp);
    const users = testApp.db.collection('users');
    await users.insertMany([
      {
        uid: 'renamed-elsewhere',
        name: 'Priya Oldname',
        email: 'priya.k@elsewhere.test',
        role: 'user',
        status: 'Active',
        refCode: 'RENAMED2',
        createdAt: new Date(),
      },
      {
        uid: 'deleted-elsewhere',
        name: 'Gone Soon',
        email: 'gone.soon@elsewhere.test',
        role: 'user',
        status: 'Active',
        refCode: 'DELETED2',
        createdAt: new Date(),
      },
    ]);
    const search = async (text: string) =>
      (
        (
          await request(testApp.server)
            .get('/users')
            .query({ search: text })
            .auth(admin.token, { type: 'bearer' })
        ).body as ListedUser[]
      ).map((user) => user.name);
    const eventually = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 30_000;
      while (!(await check()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
    };
    await eventually(
      async () => (await search('gone')).length === 1 && (await search('oldname')).length === 1,
    );

    await users.updateOne({ uid: 'renamed-elsewhere' }, { $set: { name: 'Priya Newname' } });
    await users.deleteOne({ uid: 'deleted-elsewhere' });
    await eventually(
      async () => (await search('newname')).length === 1 && (await search('gone')).length === 0,
    );

    expect(await search('newname')).toEqual(['Priya Newname']);
    expect(await search('oldname')).toEqual([]);
    expect(await search('gone')).toEqual([]);
    expect(await search('priya')).toEqual(['Priya Newname']);
  });
});
