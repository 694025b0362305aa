import { Types } from 'mongoose';
import type { UserRole, UserSortField } from '@threadline/contracts';
import { DatabaseUsersRepository } from '../src/users/database-users.repository';
import { MemoryUsersRepository } from '../src/users/memory-users.repository';
import type { User } from '../src/users/schemas/user.schema';
import { searchFieldsOf } from '../src/users/user-search';
import type { UsersPageQuery } from '../src/users/users-page.query';
import { UsersRepository } from '../src/users/users.repository';
import { startTestApp, type TestApp } from './support/test-app';

interface Person {
  uid: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: string;
  referredBy?: string;
}

// Six people whose names, emails, roles and dates each sort differently.
const PEOPLE: Person[] = [
  {
    uid: 'u-ana',
    name: 'Ana Lima',
    email: 'ana@weave.test',
    role: 'admin',
    createdAt: '2024-03-01',
  },
  {
    uid: 'u-bruno',
    name: 'Bruno Costa',
    email: 'zed.bruno@loom.test',
    role: 'user',
    createdAt: '2024-01-01',
    referredBy: 'u-ana',
  },
  {
    uid: 'u-carla',
    name: 'carla Mendes-Ruiz',
    email: 'carla@weave.test',
    role: 'user',
    createdAt: '2024-05-01',
    referredBy: 'u-ana',
  },
  {
    uid: 'u-dmitri',
    name: 'Dmitri Anand',
    email: 'd.anand@spin.test',
    role: 'user',
    createdAt: '2024-02-01',
  },
  {
    uid: 'u-eve',
    name: 'Eve  Annan',
    email: 'eve@loom.test',
    role: 'admin',
    createdAt: '2024-04-01',
  },
  {
    uid: 'u-fay',
    name: 'Fay Oduya',
    email: 'fay.o@weave.test',
    role: 'user',
    createdAt: '2024-06-01',
    referredBy: 'u-bruno',
  },
];

const query = (part: Partial<UsersPageQuery>): UsersPageQuery => ({
  search: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  limit: 20,
  ...part,
});

// What a GET /users query must answer, whichever repository answers it: first names, in order.
const CASES: [string, Partial<UsersPageQuery>, string[]][] = [
  ['every user, newest first (the default)', {}, ['Fay', 'carla', 'Eve', 'Ana', 'Dmitri', 'Bruno']],
  [
    'by name, A to Z (case ignored)',
    { sort: 'name', order: 'asc' },
    ['Ana', 'Bruno', 'carla', 'Dmitri', 'Eve', 'Fay'],
  ],
  [
    'by name, Z to A',
    { sort: 'name', order: 'desc' },
    ['Fay', 'Eve', 'Dmitri', 'carla', 'Bruno', 'Ana'],
  ],
  [
    'by email, A to Z',
    { sort: 'email', order: 'asc' },
    ['Ana', 'carla', 'Dmitri', 'Eve', 'Fay', 'Bruno'],
  ],
  [
    'by role, then by id',
    { sort: 'role', order: 'asc' },
    ['Ana', 'Eve', 'Bruno', 'carla', 'Dmitri', 'Fay'],
  ],
  [
    'oldest first',
    { sort: 'createdAt', order: 'asc' },
    ['Bruno', 'Dmitri', 'Ana', 'Eve', 'carla', 'Fay'],
  ],
  ['admins only', { role: 'admin' }, ['Eve', 'Ana']],
  [
    'members only, by name',
    { role: 'user', sort: 'name', order: 'asc' },
    ['Bruno', 'carla', 'Dmitri', 'Fay'],
  ],
  [
    'a search on the start of a name word',
    { search: 'ana', sort: 'name', order: 'asc' },
    ['Ana', 'Dmitri'],
  ],
  ['a search on a word of a hyphenated name', { search: 'ruiz' }, ['carla']],
  [
    'a search on an email domain',
    { search: 'weave', sort: 'name', order: 'asc' },
    ['Ana', 'carla', 'Fay'],
  ],
  ['a search on an email local part', { search: 'zed' }, ['Bruno']],
  ['a search on a whole email', { search: 'd.anand@spin.test' }, ['Dmitri']],
  ['a search inside a word matches nothing', { search: 'nand' }, []],
  ['a search with regular-expression characters', { search: 'a.*' }, []],
  ['a search and a role', { search: 'an', role: 'admin' }, ['Eve', 'Ana']],
  [
    'the second page of two',
    { sort: 'name', order: 'asc', page: 2, limit: 2 },
    ['carla', 'Dmitri'],
  ],
  ['a page past the end', { page: 4, limit: 2 }, []],
];

const firstNames = (users: { name: string }[]) => users.map((user) => user.name.split(' ')[0]);

describe.each([
  ['database', DatabaseUsersRepository],
  ['memory', MemoryUsersRepository],
] as const)('the users repository (USERS_SEARCH=%s)', (mode, implementation) => {
  let testApp: TestApp;
  let users: UsersRepository;

  async function insert(person: Person): Promise<Types.ObjectId> {
    const _id = new Types.ObjectId();
    const before = await users.upsertByUid(
      person.uid,
      { email: person.email, emailVerified: true, role: person.role },
      {
        _id,
        name: person.name,
        refCode: `code-${person.uid}`,
        ...(person.referredBy ? { referredBy: person.referredBy } : {}),
        ...searchFieldsOf(person.name, person.email),
      } as Partial<User> & { _id: Types.ObjectId },
    );
    expect(before).toBeNull();
    // The creation date is the schema's timestamp: set it as the scenario needs.
    await testApp.db
      .collection('users')
      .updateOne({ _id }, { $set: { createdAt: new Date(person.createdAt) } });
    return _id;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ USERS_SEARCH: mode });
    users = testApp.app.get(UsersRepository);
    for (const person of PEOPLE) await insert(person);
    await users.reread();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it(`is the ${mode} implementation`, () => {
    expect(users).toBeInstanceOf(implementation);
  });

  it.each(CASES)('%s', async (_name, part, expected) => {
    const { users: page, total } = await users.findPage(query(part));

    expect(firstNames(page)).toEqual(expected);
    const unpaged = await users.findPage(query({ ...part, page: 1, limit: 100 }));
    expect(total).toBe(unpaged.users.length);
  });

  it.each(['name', 'email', 'role', 'createdAt'] as UserSortField[])(
    'exports the matches of a %s sort in the order of the pages',
    async (sort) => {
      const exported: string[] = [];
      for await (const user of users.streamMatches({ search: '', sort, order: 'asc' }))
        exported.push(user.name);
      const { users: page } = await users.findPage(query({ sort, order: 'asc' }));

      expect(exported).toEqual(page.map((user) => user.name));
    },
  );

  it('counts whom each person brought in', async () => {
    expect(await users.countReferredBy('u-ana')).toBe(2);
    expect(await users.countReferredBy('u-bruno')).toBe(1);
    expect(await users.countReferredBy('u-fay')).toBe(0);
  });

  it('lists a role change, a rename and a delete on the next read', async () => {
    const bruno = (await users.findByUid('u-bruno'))!;
    expect(await users.setRole(bruno._id, 'admin')).toBe(1);
    expect(await users.setRole(bruno._id, 'admin')).toBe(0);
    expect(firstNames((await users.findPage(query({ role: 'admin' }))).users)).toEqual([
      'Eve',
      'Ana',
      'Bruno',
    ]);

    await users.upsertByUid(
      'u-bruno',
      {
        email: bruno.email,
        name: 'Bruno Teixeira',
        ...searchFieldsOf('Bruno Teixeira', bruno.email),
      },
      { _id: new Types.ObjectId() },
    );
    expect(firstNames((await users.findPage(query({ search: 'teix' }))).users)).toEqual(['Bruno']);
    expect((await users.findPage(query({ search: 'costa' }))).users).toEqual([]);

    expect(await users.deleteById(bruno._id)).toBe(1);
    expect((await users.findPage(query({ search: 'bruno' }))).users).toEqual([]);
    expect((await users.findPage(query({}))).total).toBe(PEOPLE.length - 1);
  });
});
