import { Types } from 'mongoose';
import type { UserRole, UserSortField } from '@threadline/contracts';
import type { UserRecordData } from './schemas/user.schema';
import { type CatalogQuery, catalogEntryOf, UserCatalog } from './user-catalog';
import { normalizeText, searchTermsOf } from './user-search';

const NAMES = [
  'Ayesha Rahman',
  'Bench User-12',
  'Mary-Jane Watson',
  'Ben Stokes',
  'Åsa Öberg',
  'user',
];
const DOMAINS = ['example.com', 'bench.threadline.test', 'mail.co.uk'];
const ROLES: UserRole[] = ['user', 'admin', 'teacher'];

/** A small deterministic generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

function makeUser(random: (below: number) => number, n: number): UserRecordData {
  const name = `${NAMES[random(NAMES.length)]}${random(3) === 0 ? ` ${n}` : ''}`;
  return {
    _id: new Types.ObjectId(),
    uid: `uid-${n}`,
    name,
    email: `${name.split(' ')[0].toLowerCase()}-${n}@${DOMAINS[random(DOMAINS.length)]}`,
    role: ROLES[random(ROLES.length)],
    status: 'Active',
    emailVerified: true,
    refCode: `CODE${n}`,
    referredBy: random(4) === 0 ? `uid-${random(5)}` : undefined,
    createdAt: new Date(Date.UTC(2024, 0, 1) + random(50) * 60_000),
  };
}

/** What GET /users must answer, computed the slow and obvious way. */
function expectedIds(users: UserRecordData[], query: CatalogQuery): string[] {
  const key = (user: UserRecordData): string | number =>
    ({
      name: normalizeText(user.name),
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.getTime(),
    })[query.sort];
  const matches = users.filter(
    (user) =>
      (!query.role || user.role === query.role) &&
      (!query.search ||
        searchTermsOf(user.name, user.email).some((term) => term.startsWith(query.search))),
  );
  matches.sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    if (left !== right) return left < right ? -1 : 1;
    return a._id.toHexString() < b._id.toHexString() ? -1 : 1;
  });
  if (query.order === 'desc') matches.reverse();
  return matches.map((user) => user._id.toHexString());
}

const SEARCHES = [
  '',
  'a',
  'b',
  'ben',
  'bench user',
  'user-1',
  'user',
  'mary-j',
  'jane',
  'example',
  'co',
  'åsa',
  'zzz',
  '12',
];
const SORTS: UserSortField[] = ['name', 'email', 'role', 'createdAt'];

function everyQuery(): CatalogQuery[] {
  return SEARCHES.flatMap((search) =>
    SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).flatMap((order) =>
        [undefined, ...ROLES].map((role) => ({ search, sort, order, role })),
      ),
    ),
  );
}

function expectSameAnswers(catalog: UserCatalog, users: UserRecordData[]) {
  for (const query of everyQuery()) {
    const answer = catalog.match(query).map((entry) => entry.id);
    expect({ query, answer }).toEqual({ query, answer: expectedIds(users, query) });
  }
}

describe('UserCatalog', () => {
  it('answers every search, role, sort and order like a full scan would', () => {
    const random = randomSource(7);
    const users = Array.from({ length: 300 }, (_, n) => makeUser(random, n));
    const catalog = new UserCatalog();
    catalog.replaceAll(users.map(catalogEntryOf));

    expect(catalog.size).toBe(300);
    expectSameAnswers(catalog, users);
  });

  it('stays right through adds, renames and removals applied one by one', () => {
    const random = randomSource(11);
    let users = Array.from({ length: 120 }, (_, n) => makeUser(random, n));
    const catalog = new UserCatalog();
    catalog.replaceAll(users.map(catalogEntryOf));
    // Build the sorted lists first, so the changes below must keep them in order.
    for (const sort of SORTS) catalog.match({ search: '', sort, order: 'asc' });

    for (let step = 0; step < 150; step += 1) {
      const action = random(3);
      if (action === 0) {
        const added = makeUser(random, 1000 + step);
        users.push(added);
        catalog.put(catalogEntryOf(added));
      } else if (action === 1 && users.length > 0) {
        const index = random(users.length);
        const renamed = makeUser(random, 2000 + step);
        users[index] = { ...renamed, _id: users[index]._id };
        catalog.put(catalogEntryOf(users[index]));
      } else if (users.length > 0) {
        const [removed] = users.splice(random(users.length), 1);
        expect(catalog.remove(removed._id.toHexString())).toBe(true);
      }
    }
    users = [...users];

    expect(catalog.size).toBe(users.length);
    expectSameAnswers(catalog, users);
  });

  it('forgets a removed user’s terms, so a search for them finds nothing', () => {
    const random = randomSource(3);
    const user = { ...makeUser(random, 1), name: 'Zebediah Quill', email: 'zq@quill.example' };
    const catalog = new UserCatalog();
    catalog.put(catalogEntryOf(user));

    expect(catalog.match({ search: 'zebe', sort: 'name', order: 'asc' })).toHaveLength(1);
    expect(catalog.remove(user._id.toHexString())).toBe(true);
    expect(catalog.remove(user._id.toHexString())).toBe(false);
    expect(catalog.match({ search: 'zebe', sort: 'name', order: 'asc' })).toEqual([]);
    expect(catalog.match({ search: 'quill', sort: 'name', order: 'asc' })).toEqual([]);
  });

  it('counts referrals per inviter through every change', () => {
    const random = randomSource(5);
    const invited = (n: number, inviter?: string) => ({
      ...makeUser(random, n),
      referredBy: inviter,
    });
    const first = invited(1, 'uid-a');
    const second = invited(2, 'uid-a');
    const catalog = new UserCatalog();
    catalog.replaceAll([first, second, invited(3, 'uid-b'), invited(4)].map(catalogEntryOf));

    expect(catalog.countReferredBy('uid-a')).toBe(2);
    catalog.remove(first._id.toHexString());
    expect(catalog.countReferredBy('uid-a')).toBe(1);
    catalog.put(catalogEntryOf({ ...second, referredBy: 'uid-b' }));
    expect(catalog.countReferredBy('uid-a')).toBe(0);
    expect(catalog.countReferredBy('uid-b')).toBe(2);
    expect(catalog.countReferredBy('uid-nobody')).toBe(0);
  });
});
