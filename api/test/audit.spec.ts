import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import { ApiMessages, type AuditEntry as AuditEntryBody } from '@threadline/contracts';
import { AuditRetention } from '../src/audit/audit-retention';
import { AuditService } from '../src/audit/audit.service';
import { AuditEntry, type AuditEntryData } from '../src/audit/schemas/audit-entry.schema';
import { createAccount } from './support/firebase-accounts';
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

const entries = () => testApp.db.collection<AuditEntryData>('auditEntries');
const as = (token: string) => ({
  get: (path: string) => request(testApp.server).get(path).auth(token, { type: 'bearer' }),
  post: (path: string) => request(testApp.server).post(path).auth(token, { type: 'bearer' }),
  put: (path: string) => request(testApp.server).put(path).auth(token, { type: 'bearer' }),
  patch: (path: string) => request(testApp.server).patch(path).auth(token, { type: 'bearer' }),
  delete: (path: string) => request(testApp.server).delete(path).auth(token, { type: 'bearer' }),
});

/** The entries written while `act` ran (ObjectIds grow within one process). */
async function entriesWrittenBy(act: () => Promise<unknown>): Promise<AuditEntryData[]> {
  const [latest] = await entries().find().sort({ _id: -1 }).limit(1).toArray();
  await act();
  return entries()
    .find(latest ? { _id: { $gt: latest._id } } : {})
    .sort({ _id: 1 })
    .toArray();
}

let keyNumber = 0;
const uniqueKey = () => `audit-${Date.now().toString(36)}-${(keyNumber += 1)}`;
const categoryBody = (key: string, title = 'Audited Shirts') => ({
  key,
  title,
  description: 'A category for the audit trail.',
  image: 'https://cdn.example.com/a.jpg',
  icon: 'Shirt',
  galleryImages: ['https://cdn.example.com/b.jpg'],
});
async function newCategory(title = 'Audited Shirts'): Promise<string> {
  const key = uniqueKey();
  await testApp.db
    .collection('categories')
    .insertOne({ ...categoryBody(key, title), createdAt: new Date() });
  return key;
}
async function newContact(): Promise<string> {
  const { insertedId } = await testApp.db.collection('contacts').insertOne({
    name: 'Ana',
    email: 'ana@brand.example',
    subject: 'Samples',
    message: 'Could you send samples?',
    read: false,
    createdAt: new Date(),
  });
  return insertedId.toHexString();
}

describe('every admin write leaves exactly one entry, with its actor and target', () => {
  const cases: [
    string,
    () => Promise<{ run: () => request.Test; target: object; action: string }>,
  ][] = [
    [
      'make admin',
      async () => {
        const person = await signedInPerson(testApp);
        return {
          run: () => as(admin.token).patch(`/users/admin/${person.recordId}`).expect(200),
          action: 'user.made_admin',
          target: { type: 'user', id: person.recordId, label: person.email },
        };
      },
    ],
    [
      'revoke admin',
      async () => {
        const other = await signedInAdmin(testApp);
        return {
          run: () => as(admin.token).delete(`/users/admin/${other.recordId}`).expect(200),
          action: 'user.admin_revoked',
          target: { type: 'user', id: other.recordId, label: other.email },
        };
      },
    ],
    [
      'delete user',
      async () => {
        const person = await signedInPerson(testApp);
        return {
          run: () => as(admin.token).delete(`/users/${person.recordId}`).expect(200),
          action: 'user.deleted',
          target: { type: 'user', id: person.recordId, label: person.email },
        };
      },
    ],
    [
      'create category',
      async () => {
        const key = uniqueKey();
        return {
          run: () => as(admin.token).post('/categories').send(categoryBody(key)).expect(201),
          action: 'category.created',
          target: { type: 'category', id: key, label: 'Audited Shirts' },
        };
      },
    ],
    [
      'update category',
      async () => {
        const key = await newCategory();
        return {
          run: () =>
            as(admin.token)
              .put(`/categories/${key}`)
              .send(categoryBody(key, 'Renamed'))
              .expect(200),
          action: 'category.updated',
          target: { type: 'category', id: key, label: 'Renamed' },
        };
      },
    ],
    [
      'delete category',
      async () => {
        const key = await newCategory();
        return {
          run: () => as(admin.token).delete(`/categories/${key}`).expect(200),
          action: 'category.deleted',
          target: { type: 'category', id: key, label: 'Audited Shirts' },
        };
      },
    ],
    [
      'mark a message read',
      async () => {
        const id = await newContact();
        return {
          run: () => as(admin.token).patch(`/contacts/${id}/read`).expect(200),
          action: 'contact.marked_read',
          target: { type: 'contact', id, label: 'ana@brand.example: Samples' },
        };
      },
    ],
    [
      'delete a message',
      async () => {
        const id = await newContact();
        return {
          run: () => as(admin.token).delete(`/contacts/${id}`).expect(200),
          action: 'contact.deleted',
          target: { type: 'contact', id, label: 'ana@brand.example: Samples' },
        };
      },
    ],
  ];

  it.each(cases)('%s', async (_name, arrange) => {
    const { run, action, target } = await arrange();

    const written = await entriesWrittenBy(() => run());

    expect(written).toHaveLength(1);
    const [entry] = written;
    expect(entry).toMatchObject({
      action,
      target,
      actor: { id: admin.recordId, email: admin.email },
    });
    expect(entry.requestId).toEqual(expect.any(String));
    expect(entry.ip).toEqual(expect.any(String));
    expect(Math.abs(entry.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('shows what changed as before → after, and nothing else', async () => {
    const key = await newCategory('Old Title');
    const [entry] = await entriesWrittenBy(() =>
      as(admin.token).put(`/categories/${key}`).send(categoryBody(key, 'New Title')).expect(200),
    );
    expect(entry.changes).toEqual([{ field: 'title', from: 'Old Title', to: 'New Title' }]);
  });

  it('leaves none when a write changes nothing (already an admin, saved unchanged)', async () => {
    const other = await signedInAdmin(testApp);
    const key = await newCategory();

    const written = await entriesWrittenBy(async () => {
      await as(admin.token)
        .patch(`/users/admin/${other.recordId}`)
        .expect(200, { modifiedCount: 0 });
      await as(admin.token).put(`/categories/${key}`).send(categoryBody(key)).expect(200);
    });

    expect(written).toEqual([]);
  });
});

describe('refused writes', () => {
  it('leave no entry when refused with 403, 404 or 409', async () => {
    const person = await signedInPerson(testApp);
    const key = await newCategory();

    const written = await entriesWrittenBy(async () => {
      await as(person.token).patch(`/users/admin/${person.recordId}`).expect(403);
      await as(person.token).delete(`/categories/${key}`).expect(403);
      await as(admin.token).post('/categories').send(categoryBody(key)).expect(409);
      await as(admin.token)
        .delete(`/users/admin/${new Types.ObjectId().toHexString()}`)
        .expect(404);
      await as(admin.token).delete(`/users/${admin.recordId}`).expect(400);
    });

    expect(written).toEqual([]);
  });

  it('a refused POST /jwt leaves one entry: the reason, the IP, no actor for a garbage token', async () => {
    const written = await entriesWrittenBy(() =>
      request(testApp.server).post('/jwt').send({ idToken: 'not.a.token' }).expect(401),
    );

    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'session.refused',
      actor: {},
      target: { type: 'session' },
      changes: [{ field: 'reason', to: ApiMessages.idTokenInvalid }],
    });
    expect(written[0].ip).toEqual(expect.any(String));
  });

  it('a refused POST /jwt records the email the token claims, and never the token', async () => {
    const unverified = await createAccount({ emailVerified: false });

    const written = await entriesWrittenBy(() =>
      request(testApp.server).post('/jwt').send({ idToken: unverified.idToken }).expect(403),
    );

    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'session.refused',
      actor: { email: unverified.email },
      target: { type: 'session', label: unverified.email },
      changes: [{ field: 'reason', to: ApiMessages.emailNotVerified }],
    });
    expect(JSON.stringify(written[0])).not.toContain(unverified.idToken);
  });

  it('a successful POST /jwt leaves none', async () => {
    const account = await createAccount({ emailVerified: true });
    const written = await entriesWrittenBy(() =>
      request(testApp.server).post('/jwt').send({ idToken: account.idToken }).expect(200),
    );
    expect(written).toEqual([]);
  });
});

describe('when the audit trail cannot be written', () => {
  afterEach(() => jest.restoreAllMocks());

  const failInsert = () =>
    jest
      .spyOn(testApp.app.get(AuditService), 'insert')
      .mockRejectedValue(new Error('the audit collection is unavailable'));
  const unavailable = {
    statusCode: 503,
    message: ApiMessages.auditUnavailable,
    error: 'Service Unavailable',
  };

  it('answers 503 and does not make the change', async () => {
    const person = await signedInPerson(testApp);
    const key = await newCategory();
    const contactId = await newContact();
    failInsert();

    await as(admin.token).patch(`/users/admin/${person.recordId}`).expect(503, unavailable);
    await as(admin.token).delete(`/users/${person.recordId}`).expect(503, unavailable);
    await as(admin.token).delete(`/categories/${key}`).expect(503, unavailable);
    await as(admin.token).post('/categories').send(categoryBody(uniqueKey())).expect(503);
    await as(admin.token).patch(`/contacts/${contactId}/read`).expect(503, unavailable);
    await as(admin.token).get('/users/export.csv').expect(503, unavailable);

    const record = await testApp.db.collection('users').findOne({ uid: person.uid });
    expect(record?.role).toBe('user');
    expect(await testApp.db.collection('categories').countDocuments({ key })).toBe(1);
    const contact = await testApp.db
      .collection('contacts')
      .findOne({ _id: new Types.ObjectId(contactId) });
    expect(contact?.read).toBe(false);
  });
});

describe('GET /audit', () => {
  let filtered: SignedInAccount;
  let target: SignedInAccount;

  beforeAll(async () => {
    filtered = await signedInAdmin(testApp);
    // Its passkey registration and step-up are audited too (passkeys.spec.ts pins those); the
    // filters here are about the two role changes below.
    await testApp.db
      .collection('auditEntries')
      .deleteMany({ 'actor.id': filtered.recordId, action: /^passkey\./ });
    target = await signedInPerson(testApp);
    await as(filtered.token).patch(`/users/admin/${target.recordId}`).expect(200);
    await as(filtered.token).delete(`/users/admin/${target.recordId}`).expect(200);
  });

  it('answers admins an array, newest first, with the number of matches in X-Total-Count', async () => {
    const response = await as(admin.token).get(
      `/audit?actor=${encodeURIComponent(filtered.email)}`,
    );

    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const body = response.body as AuditEntryBody[];
    expect(body.map((entry) => entry.action)).toEqual(['user.admin_revoked', 'user.made_admin']);
    expect(body[0]).toMatchObject({
      actor: { id: filtered.recordId, email: filtered.email },
      target: { type: 'user', id: target.recordId, label: target.email },
      changes: [{ field: 'role', from: 'admin', to: 'user' }],
    });
    expect(new Date(body[0].at).toISOString()).toBe(body[0].at);
  });

  it('filters by action, target, actor id, dates, and pages', async () => {
    const byAction = await as(admin.token).get(
      `/audit?actor=${filtered.recordId}&action=user.made_admin`,
    );
    expect((byAction.body as AuditEntryBody[]).map((entry) => entry.action)).toEqual([
      'user.made_admin',
    ]);

    const byTarget = await as(admin.token).get(`/audit?target=${encodeURIComponent(target.email)}`);
    expect(byTarget.headers['x-total-count']).toBe('2');

    const today = new Date().toISOString().slice(0, 10);
    const dated = await as(admin.token).get(
      `/audit?actor=${filtered.recordId}&from=${today}&to=${today}`,
    );
    expect(dated.headers['x-total-count']).toBe('2');
    const before = await as(admin.token).get(`/audit?actor=${filtered.recordId}&to=2020-01-01`);
    expect(before.body).toEqual([]);

    const page2 = await as(admin.token).get(`/audit?actor=${filtered.recordId}&limit=1&page=2`);
    expect((page2.body as AuditEntryBody[]).map((entry) => entry.action)).toEqual([
      'user.made_admin',
    ]);
  });

  it('tells whether each target still exists, from the later deletions in the trail', async () => {
    const gone = await signedInPerson(testApp);
    const kept = await signedInPerson(testApp);
    await as(admin.token).patch(`/users/admin/${gone.recordId}`).expect(200);
    await as(admin.token).patch(`/users/admin/${kept.recordId}`).expect(200);
    await as(admin.token).delete(`/users/${gone.recordId}`).expect(200);
    const key = uniqueKey();
    await as(admin.token).post('/categories').send(categoryBody(key)).expect(201);
    await as(admin.token).delete(`/categories/${key}`).expect(200);
    await as(admin.token).post('/categories').send(categoryBody(key)).expect(201);

    const page = (await as(admin.token).get(`/audit?actor=${admin.recordId}&limit=6`))
      .body as AuditEntryBody[];

    expect(page.map((entry) => [entry.action, entry.target.id, entry.targetExists])).toEqual([
      ['category.created', key, true],
      ['category.deleted', key, true],
      ['category.created', key, true],
      ['user.deleted', gone.recordId, false],
      ['user.made_admin', kept.recordId, true],
      ['user.made_admin', gone.recordId, false],
    ]);
  });

  it('answers 400 with the message for a filter outside its allowlist', async () => {
    const badAction = await as(admin.token).get('/audit?action=user.hacked');
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toEqual([ApiMessages.auditActionInvalid]);
    const badDate = await as(admin.token).get('/audit?from=yesterday');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toEqual([ApiMessages.auditDateInvalid]);
  });

  it('is for admins only', async () => {
    const person = await signedInPerson(testApp);
    await as(person.token).get('/audit').expect(403);
    await request(testApp.server).get('/audit').expect(401);
  });
});

describe('entries are append-only', () => {
  it('has no route that changes or removes an entry', async () => {
    const [entry] = await entries().find().limit(1).toArray();
    const id = entry._id.toHexString();
    // /audit is read-only (405, it allows GET); /audit/{id} is no resource at all (404).
    for (const [call, status] of [
      [as(admin.token).delete('/audit'), 405],
      [as(admin.token).delete(`/audit/${id}`), 404],
      [as(admin.token).patch(`/audit/${id}`).send({ action: 'user.deleted' }), 404],
      [as(admin.token).put(`/audit/${id}`).send({ action: 'user.deleted' }), 404],
      [as(admin.token).post('/audit').send({ action: 'user.deleted' }), 405],
    ] as const) {
      expect((await call).status).toBe(status);
    }
    expect(await entries().findOne({ _id: entry._id })).toEqual(entry);
  });

  it('refuses an update or delete made through the model', async () => {
    const model = testApp.app.get<Model<AuditEntry>>(getModelToken(AuditEntry.name));
    await expect(model.updateOne({}, { $set: { action: 'user.deleted' } }).exec()).rejects.toThrow(
      /append-only/,
    );
    await expect(model.deleteMany({}).exec()).rejects.toThrow(/append-only/);
    await expect(model.findOneAndDelete({}).exec()).rejects.toThrow(/append-only/);
  });
});

describe('retention', () => {
  it('removes the entries older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const old = new Types.ObjectId(Math.floor((now - 366 * day) / 1000));
    const recent = new Types.ObjectId(Math.floor((now - 364 * day) / 1000));
    for (const _id of [old, recent]) {
      await entries().insertOne({
        _id,
        actor: {},
        action: 'session.refused',
        target: { type: 'session' },
        changes: [],
        at: _id.getTimestamp(),
      });
    }

    const removed = await testApp.app.get(AuditRetention).removeExpired(new Date(now));

    expect(removed).toBe(1);
    expect(await entries().countDocuments({ _id: old })).toBe(0);
    expect(await entries().countDocuments({ _id: recent })).toBe(1);
  });
});
