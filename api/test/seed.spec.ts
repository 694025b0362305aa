import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { SoftwareAuthenticator } from '@threadline/tools/harness/passkey-authenticator';
import { ConfigValidationError } from '../src/config/app.config';
import { seedAdminCredentials, seedDatabase, seedFakeUsersCount } from '../src/seed/seed-database';
import { seedFakeUsers } from '../src/seed/seed-fake-users';
import { apiTokenFor, createAccount, signIn, uniqueEmail } from './support/firebase-accounts';
import { reindexUsers } from './support/people';
import { stepUp, stepUpAgain } from './support/passkeys';
import { startTestApp, type TestApp } from './support/test-app';

/** The seeded admin's passkey, registered at its first step-up in this spec. */
let seedAdminPasskey: SoftwareAuthenticator | undefined;

/** The seeded admin's session with admin rights: a passkey step-up (issue 40). */
async function withAdminRights(token: string): Promise<string> {
  if (seedAdminPasskey) {
    const again = await stepUpAgain(testApp, token, seedAdminPasskey).catch(() => undefined);
    if (again) return again;
  }
  const stepped = await stepUp(testApp, token);
  seedAdminPasskey = stepped.authenticator;
  return stepped.token;
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const admin = { email: uniqueEmail('admin'), password: 'Admin#2026' };

describe('seedDatabase', () => {
  it('creates six categories whose main and gallery images are served by the API', async () => {
    const result = await seedDatabase(testApp.app, admin);

    expect(result).toEqual({
      adminEmail: admin.email,
      adminPassword: admin.password,
      categories: 6,
      categoriesCreated: 6,
    });
    const list = await request(testApp.server).get('/categories').expect(200);
    expect(list.body.map((category: { key: string }) => category.key)).toEqual([
      'shirts',
      'trousers',
      'outerwear',
      'knitwear',
      'uniforms',
      'kids-wear',
    ]);
    const shirts = await request(testApp.server).get('/categories/shirts').expect(200);
    expect(shirts.body.galleryImages).toHaveLength(3);
    for (const url of [shirts.body.image, ...shirts.body.galleryImages]) {
      expect(url).toMatch(/^http:\/\/api\.threadline\.test\/images\/[a-f0-9]{24}$/);
      const image = await request(testApp.server).get(new URL(url).pathname);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('signs in the seeded admin, who is an admin according to the API', async () => {
    const idToken = await signIn(admin.email, admin.password);
    const token = await apiTokenFor(testApp.server, {
      uid: '',
      email: admin.email,
      password: admin.password,
      idToken,
    });

    const response = await request(testApp.server)
      .get(`/users/admin/${encodeURIComponent(admin.email)}`)
      .auth(await withAdminRights(token), { type: 'bearer' });

    expect(response.body).toEqual({ admin: true });
  });

  it('changes nothing when run again', async () => {
    const countAll = async () => ({
      categories: await testApp.db.collection('categories').countDocuments(),
      images: await testApp.db.collection('images.files').countDocuments(),
      admins: await testApp.db.collection('users').countDocuments({ email: admin.email }),
    });
    const before = await countAll();

    const result = await seedDatabase(testApp.app, admin);

    expect(result.categoriesCreated).toBe(0);
    expect(await countAll()).toEqual(before);
    expect(before).toEqual({ categories: 6, images: 24, admins: 1 });
  });

  it('re-binds a record left by an earlier Firebase account with the admin email', async () => {
    const otherAdmin = { email: uniqueEmail('admin'), password: 'Admin#2026' };
    await testApp.db.collection('users').insertOne({
      uid: 'stale-uid',
      email: otherAdmin.email,
      name: 'Old Admin',
      role: 'user',
      status: 'Active',
      refCode: 'STALE234',
      createdAt: new Date(),
    });

    await seedDatabase(testApp.app, otherAdmin);

    const records = await testApp.db
      .collection('users')
      .find({ email: otherAdmin.email })
      .toArray();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ role: 'admin', refCode: 'STALE234', emailVerified: true });
    expect(records[0].uid).not.toBe('stale-uid');
  });

  it('resets the password of an existing admin account to the configured one', async () => {
    const existing = await createAccount({ emailVerified: false });

    await seedDatabase(testApp.app, { email: existing.email, password: 'Changed#2026' });

    await expect(signIn(existing.email, 'Changed#2026')).resolves.toEqual(expect.any(String));
    const record = await testApp.db.collection('users').findOne({ uid: existing.uid });
    expect(record).toMatchObject({ role: 'admin', emailVerified: true });
  });
});

describe('seedFakeUsers (SEED_FAKE_USERS=N, for the load benchmark)', () => {
  it('adds users whom `search=user-1` finds in part, mostly with the role user', async () => {
    const lines: string[] = [];

    const result = await seedFakeUsers(testApp.app, 250, (line) => lines.push(line));

    expect(result).toEqual({ fakeUsers: 250, fakeUsersCreated: 250 });
    expect(lines.at(-1)).toMatch(/^fake users: 250 of 250 \(250 new\) in [\d.]+ s$/);
    const fakes = testApp.db.collection('users');
    expect(await fakes.countDocuments({ email: /@bench\.threadline\.test$/ })).toBe(250);
    expect(await fakes.countDocuments({ uid: /^bench-user-/, role: 'teacher' })).toBe(2);
    expect(await fakes.countDocuments({ uid: /^bench-user-/, role: 'admin' })).toBe(0);

    await reindexUsers(testApp);
    const idToken = await signIn(admin.email, admin.password);
    const token = await apiTokenFor(testApp.server, {
      uid: '',
      email: admin.email,
      password: admin.password,
      idToken,
    });
    const page = await request(testApp.server)
      .get('/users?search=user-1&role=user&page=3&limit=10')
      .auth(await withAdminRights(token), { type: 'bearer' });
    // 1, 10–19 and 100–199 start with "1"; 100 is a teacher.
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('110');
    expect(page.body).toHaveLength(10);
    expect(page.body[0]).toMatchObject({
      name: expect.stringMatching(/^Bench User-1/),
      role: 'user',
    });
  });

  it('adds nothing when run again, and only the missing users for a larger N', async () => {
    expect(await seedFakeUsers(testApp.app, 250)).toEqual({ fakeUsers: 250, fakeUsersCreated: 0 });
    expect(await seedFakeUsers(testApp.app, 300)).toEqual({ fakeUsers: 300, fakeUsersCreated: 50 });
    expect(await testApp.db.collection('users').countDocuments({ uid: /^bench-user-/ })).toBe(300);
  });

  it('reads SEED_FAKE_USERS as a whole number, 0 when unset', () => {
    expect(seedFakeUsersCount({})).toBe(0);
    expect(seedFakeUsersCount({ SEED_FAKE_USERS: '100000' })).toBe(100_000);
    for (const bad of ['lots', '-5', '1.5', '2000000'])
      expect(() => seedFakeUsersCount({ SEED_FAKE_USERS: bad })).toThrow(
        new ConfigValidationError(['SEED_FAKE_USERS must be a whole number from 0 to 1000000']),
      );
  });
});

// tools/hosting/stack.mjs's password for local runs.
const LOCAL_PASSWORD = 'Admin#2026';

describe('seedAdminCredentials', () => {
  it('defaults the email to admin@threadline.local and takes the password given', () => {
    expect(seedAdminCredentials({ SEED_ADMIN_PASSWORD: 'Tailor#9x' })).toEqual({
      email: 'admin@threadline.local',
      password: 'Tailor#9x',
    });
  });

  it('has no fallback password: SEED_ADMIN_PASSWORD is required', () => {
    expect(() => seedAdminCredentials({})).toThrow(
      new ConfigValidationError([
        'SEED_ADMIN_PASSWORD: required (the admin account’s first password)',
      ]),
    );
  });

  it('keeps the local launcher’s password out of the API’s code (and so out of its image)', () => {
    const sources = readdirSync(path.join(__dirname, '../src'), { recursive: true }) as string[];
    const holding = sources
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        readFileSync(path.join(__dirname, '../src', file), 'utf8').includes(LOCAL_PASSWORD),
      );
    expect(holding).toEqual([]);
  });

  it('refuses a weak SEED_ADMIN_PASSWORD and a malformed SEED_ADMIN_EMAIL together', () => {
    expect(() =>
      seedAdminCredentials({ SEED_ADMIN_EMAIL: 'admin', SEED_ADMIN_PASSWORD: 'admin123' }),
    ).toThrow(
      new ConfigValidationError([
        'SEED_ADMIN_EMAIL must be an email address',
        'SEED_ADMIN_PASSWORD: Password must include uppercase, lowercase, number and special character',
      ]),
    );
  });
});
