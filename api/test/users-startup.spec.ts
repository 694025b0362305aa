import request from 'supertest';
import { Types } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { signedInAdmin } from './support/people';
import { startStandaloneDatabase, type StandaloneDatabase } from './support/standalone-database';
import { startTestApp, type TestApp } from './support/test-app';
import { DatabaseUsersRepository } from '../src/users/database-users.repository';
import type { User } from '../src/users/schemas/user.schema';
import { SEARCH_FIELDS_MIGRATION, SearchFieldsBackfill } from '../src/users/search-fields-backfill';
import { MemoryUsersRepository } from '../src/users/memory-users.repository';
import { UsersListLoadingException } from '../src/users/users-list-loading';
import { searchFieldsOf } from '../src/users/user-search';
import { UsersRepository } from '../src/users/users.repository';

// The API at scale (bench/README.md, Scale): at a million users on FerretDB a read of every record
// takes minutes, so nothing that reads the whole users collection may stand between the process
// and its first answer. These arrange records written before the search fields existed, as an
// old database holds them, and watch the start and the backfill on the real database.

/** Users as an older version stored them: no searchTerms, no nameKey. */
function legacyUsers(count: number, prefix: string) {
  return Array.from({ length: count }, (_, n) => ({
    _id: new Types.ObjectId(),
    uid: `${prefix}-${n}`,
    name: `Legacy ${prefix} ${n}`,
    email: `${prefix}.${n}@legacy.test`,
    role: 'user',
    status: 'Active',
    refCode: `${prefix.toUpperCase()}${String(n).padStart(6, '0')}`,
    createdAt: new Date(Date.UTC(2023, 0, 1) + n * 1000),
  }));
}

const migrationOf = (testApp: TestApp) =>
  testApp.db.collection('migrations').findOne({ _id: SEARCH_FIELDS_MIGRATION as never });

describe('the users search-field backfill', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ USERS_SEARCH: 'database' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('marks a database that was empty at start as needing none', async () => {
    await testApp.app.get<DatabaseUsersRepository>(UsersRepository).backfilling;

    expect(await migrationOf(testApp)).toMatchObject({ done: true });
  });

  it('works in batches of its size, then only reads its record on the next start', async () => {
    const users = testApp.db.model<User>('User');
    await testApp.db.collection('users').insertMany(legacyUsers(250, 'batch'));
    await testApp.db.collection('migrations').deleteMany({});
    const backfill = new SearchFieldsBackfill(users, { batchSize: 100 });

    const first = await backfill.run();
    const again = await backfill.run();

    expect(first).toEqual({ ran: true, batches: 3, read: 250, updated: 250, stopped: false });
    expect(again).toEqual({ ran: false, reason: 'done' });
    expect(
      await testApp.db.collection('users').countDocuments({ nameKey: { $exists: false } }),
    ).toBe(0);
    const one = await testApp.db.collection('users').findOne({ uid: 'batch-7' });
    expect(one).toMatchObject(searchFieldsOf('Legacy batch 7', 'batch.7@legacy.test'));
  });

  it('stops at a shutdown without waiting out its pauses, and the next pass goes on after it', async () => {
    const users = testApp.db.model<User>('User');
    await testApp.db.collection('users').insertMany(legacyUsers(120, 'stop'));
    await testApp.db.collection('migrations').deleteMany({});
    const shutdown = new AbortController();
    // A minute's pause after each batch: only the abort can end the pass soon.
    const pass = new SearchFieldsBackfill(users, { batchSize: 50, pauseMs: 60_000 }).run(
      shutdown.signal,
    );
    const migrations = testApp.db.collection('migrations');
    const deadline = Date.now() + 60_000;
    while (!((await migrationOf(testApp))?.read > 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const abortedAt = Date.now();
    shutdown.abort();
    const outcome = await pass;
    const stoppedWithin = Date.now() - abortedAt;
    const record = await migrationOf(testApp);
    const next = await new SearchFieldsBackfill(users).run();

    expect(outcome).toMatchObject({ ran: true, batches: 1, read: 50, stopped: true });
    expect(stoppedWithin).toBeLessThan(10_000);
    // The lease given back, the place kept: the next pass reads only what the first did not.
    expect(record).toMatchObject({ read: 50 });
    expect(record?.owner).toBeUndefined();
    expect(next).toMatchObject({ ran: true, stopped: false });
    expect((next as { read: number }).read).toBeLessThan(
      await testApp.db.collection('users').countDocuments(),
    );
    expect(await migrations.countDocuments({ done: true })).toBe(1);
    expect(
      await testApp.db.collection('users').countDocuments({ nameKey: { $exists: false } }),
    ).toBe(0);
  });

  it('leaves the pass to the replica that holds it, and takes it over once its lease lapses', async () => {
    const users = testApp.db.model<User>('User');
    const migrations = testApp.db.collection('migrations');
    await testApp.db.collection('users').insertMany(legacyUsers(20, 'lease'));
    await migrations.replaceOne(
      { _id: SEARCH_FIELDS_MIGRATION as never },
      { owner: 'another-replica', leaseUntil: new Date(Date.now() + 60_000) },
      { upsert: true },
    );

    const whileHeld = await new SearchFieldsBackfill(users).run();
    await migrations.updateOne(
      { _id: SEARCH_FIELDS_MIGRATION as never },
      { $set: { leaseUntil: new Date(Date.now() - 1000) } },
    );
    const afterLapse = await new SearchFieldsBackfill(users).run();

    expect(whileHeld).toEqual({ ran: false, reason: 'elsewhere' });
    expect(afterLapse).toMatchObject({ ran: true, updated: 20, stopped: false });
    expect(await migrationOf(testApp)).toMatchObject({ done: true });
  });
});

describe('the start on a database whose users lack their search fields', () => {
  let first: TestApp;
  let second: TestApp | undefined;

  beforeAll(async () => {
    first = await startTestApp({ USERS_SEARCH: 'database' });
  });

  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it('answers /health/ready and the list while the backfill is still running, and finds them after', async () => {
    // Enough records that the pass takes more than one batch, none of them searchable yet.
    const count = 600;
    const legacy = legacyUsers(count, 'old');
    for (let at = 0; at < count; at += 1000)
      await first.db.collection('users').insertMany(legacy.slice(at, at + 1000));
    await first.db.collection('migrations').deleteMany({});

    second = await startTestApp({ USERS_SEARCH: 'database' }, { databaseName: first.db.name });
    const ready = await request(second.server).get('/health/ready');
    const whenReady = await migrationOf(second);
    const admin = await signedInAdmin(second);
    const list = await request(second.server)
      .get('/users')
      .query({ search: 'old.599' })
      .auth(admin.token, { type: 'bearer' });

    expect(ready.status).toBe(200);
    // Not done when the API already answered: the pass runs behind the start.
    expect(whenReady?.done).not.toBe(true);
    expect(list.status).toBe(200);

    const outcome = await second.app.get<DatabaseUsersRepository>(UsersRepository).backfilling;
    // Every record has its fields (`updated` may count fewer: a write whose answer timed out is
    // tried again, and then finds the record done).
    expect(outcome).toMatchObject({ ran: true, stopped: false });
    expect(
      await second.db.collection('users').countDocuments({ nameKey: { $exists: false } }),
    ).toBe(0);
    const found = await request(second.server)
      .get('/users')
      .query({ search: 'old.599' })
      .auth(admin.token, { type: 'bearer' });
    expect(found.body.map((user: { email: string }) => user.email)).toEqual([
      'old.599@legacy.test',
    ]);
  }, 600_000);
});

describe('the in-process index past USERS_INDEX_MAX_RECORDS', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ USERS_SEARCH: 'memory', USERS_INDEX_MAX_RECORDS: '3' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('holds none of them, and the list is answered from the database all the same', async () => {
    const repository = testApp.app.get<MemoryUsersRepository>(UsersRepository);
    const admin = await signedInAdmin(testApp);
    await repository.reread();
    const heldWithOne = repository.indexReady;
    const writeRecord = (n: number) =>
      testApp.db.collection('users').insertOne({
        uid: `bound-${n}`,
        name: `Bounded Person${n}`,
        email: `bounded.${n}@weave.test`,
        role: 'user',
        status: 'Active',
        refCode: `BOUND00${n}`,
        ...searchFieldsOf(`Bounded Person${n}`, `bounded.${n}@weave.test`),
        createdAt: new Date(),
      });
    for (const n of [1, 2, 3]) await writeRecord(n);
    // Four records now: the re-read stops at the bound and lets go of what it held.
    await repository.reread();

    expect(heldWithOne).toBe(true);
    expect(repository.indexReady).toBe(false);
    const list = await request(testApp.server)
      .get('/users')
      .query({ search: 'bounded', sort: 'name', order: 'asc' })
      .auth(admin.token, { type: 'bearer' });

    expect(list.status).toBe(200);
    expect(list.body.map((user: { name: string }) => user.name)).toEqual([
      'Bounded Person1',
      'Bounded Person2',
      'Bounded Person3',
    ]);
  });
});

describe('the list while the in-process index is first read', () => {
  // A database of this spec's own, frozen (SIGSTOP) so that the index's first read cannot end.
  let database: StandaloneDatabase | undefined;
  let testApp: TestApp | undefined;

  afterAll(async () => {
    database?.resume();
    await testApp?.close();
    await database?.stop();
  });

  it('is refused as still loading instead of asking the database, then answered from memory', async () => {
    database = await startStandaloneDatabase();
    testApp = await startTestApp({ USERS_SEARCH: 'memory' }, { databaseServer: database.uri });
    const admin = await signedInAdmin(testApp);
    const repository = testApp.app.get<MemoryUsersRepository>(UsersRepository);
    const page = () =>
      repository.findPage({ search: '', sort: 'createdAt', order: 'desc', page: 1, limit: 20 });
    expect(repository.indexReady).toBe(false);

    database.pause();
    let whileReading: unknown;
    const started = Date.now();
    try {
      whileReading = await page().catch((error: unknown) => error);
    } finally {
      database.resume();
    }

    // Refused within the wait, well before the database's 2 s bound would have answered.
    expect(whileReading).toBeInstanceOf(UsersListLoadingException);
    expect((whileReading as UsersListLoadingException).message).toBe(ApiMessages.usersListLoading);
    expect(Date.now() - started).toBeLessThan(2000);
    // Awake again: the read ends (or a new one starts on the next ask) and the list answers.
    let after = await page().catch((error: unknown) => error);
    for (let attempt = 0; !repository.indexReady && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      after = await page().catch((error: unknown) => error);
    }
    expect(repository.indexReady).toBe(true);
    expect((after as { users: { email: string }[] }).users.map((user) => user.email)).toContain(
      admin.email,
    );
  }, 120_000);
});
