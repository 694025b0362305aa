import request from 'supertest';
import { Types } from 'mongoose';
import { ApiMessages, BulkMessages, QuoteMessages } from '@threadline/contracts';
import { insertCategory } from './support/catalogue';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
const CATEGORY = 'bulk-shirts';
const MISSING_ID = new Types.ObjectId().toHexString();

const as = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });
const api = () => request(testApp.server);
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const auditOf = (batchId: string) =>
  testApp.db.collection('auditEntries').find({ batchId }).toArray();

async function newQuote(): Promise<string> {
  const response = await api()
    .post('/quotes')
    .send({
      name: 'Ana Weaver',
      email: 'ana@brand.example',
      categoryKey: CATEGORY,
      kind: 'bulk',
      quantity: 500,
      deadline: future(60),
      details: 'Poplin shirts in three colours, sizes M to XL.',
    })
    .expect(201);
  return response.body.insertedId as string;
}

async function newContact(): Promise<string> {
  const response = await api()
    .post('/contacts')
    .send({ name: 'Ines', email: 'ines@example.test', message: 'A message for the bulk run.' })
    .expect(201);
  return response.body.insertedId as string;
}

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp);
  await insertCategory(testApp.db, CATEGORY);
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /users/bulk', () => {
  it('revokes admin row by row and refuses the row that would leave no admin', async () => {
    // Only the admins of this test, so the last-admin guard has something to guard.
    await testApp.db
      .collection('users')
      .updateMany({ _id: { $ne: new Types.ObjectId(admin.recordId) } }, { $set: { role: 'user' } });
    const second = await signedInAdmin(testApp);
    const third = await signedInAdmin(testApp);

    const response = await api()
      .post('/users/bulk')
      .set(as(admin))
      .send({ action: 'revoke_admin', ids: [second.recordId, third.recordId, admin.recordId] })
      .expect(200);

    expect(response.body.results).toEqual([
      { id: second.recordId, outcome: 'done' },
      { id: third.recordId, outcome: 'done' },
      { id: admin.recordId, outcome: 'refused', message: ApiMessages.lastAdmin },
    ]);
    expect(await testApp.db.collection('users').countDocuments({ role: 'admin' })).toBe(1);
    const entries = await auditOf(response.body.batchId);
    expect(entries.map((entry) => [entry.action, entry.target.id])).toEqual([
      ['user.admin_revoked', second.recordId],
      ['user.admin_revoked', third.recordId],
    ]);
  });

  it('makes admins, leaving one already an admin unchanged', async () => {
    const person = await signedInPerson(testApp);

    const response = await api()
      .post('/users/bulk')
      .set(as(admin))
      .send({ action: 'make_admin', ids: [person.recordId, admin.recordId] })
      .expect(200);

    expect(response.body.results).toEqual([
      { id: person.recordId, outcome: 'done' },
      { id: admin.recordId, outcome: 'unchanged' },
    ]);
    await api()
      .post('/users/bulk')
      .set(as(admin))
      .send({ action: 'revoke_admin', ids: [person.recordId] })
      .expect(200);
  });

  it('deletes to the trash, refusing yourself and a missing id, and one Undo brings the batch back', async () => {
    const [first, second] = [await signedInPerson(testApp), await signedInPerson(testApp)];

    const response = await api()
      .post('/users/bulk')
      .set(as(admin))
      .send({
        action: 'delete',
        ids: [first.recordId, admin.recordId, MISSING_ID, second.recordId],
      })
      .expect(200);

    expect(response.body.results).toEqual([
      { id: first.recordId, outcome: 'done', trashId: expect.any(String) },
      { id: admin.recordId, outcome: 'refused', message: ApiMessages.cannotDeleteSelf },
      { id: MISSING_ID, outcome: 'refused', message: ApiMessages.userNotFound },
      { id: second.recordId, outcome: 'done', trashId: expect.any(String) },
    ]);
    const ids = [first, second].map((person) => new Types.ObjectId(person.recordId));
    expect(await testApp.db.collection('users').countDocuments({ _id: { $in: ids } })).toBe(0);

    const undo = await api()
      .post(`/trash/batches/${response.body.batchId}/restore`)
      .set(as(admin))
      .expect(200);

    expect(undo.body.results.map((row: { outcome: string }) => row.outcome)).toEqual([
      'done',
      'done',
    ]);
    expect(await testApp.db.collection('users').countDocuments({ _id: { $in: ids } })).toBe(2);
  });

  it.each([
    [{ action: 'delete', ids: [] }, BulkMessages.idsRequired],
    [
      { action: 'delete', ids: Array.from({ length: 501 }, () => MISSING_ID) },
      BulkMessages.tooManyIds,
    ],
    [{ action: 'delete', ids: ['not-an-id'] }, BulkMessages.idInvalid],
    [{ action: 'ban', ids: [MISSING_ID] }, BulkMessages.userActionInvalid],
  ])('refuses %j with 400 and the rule', async (body, message) => {
    const response = await api().post('/users/bulk').set(as(admin)).send(body);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});

describe('POST /quotes/bulk', () => {
  it('moves three requests to reviewing in one batch, each audited with its id', async () => {
    const ids = [await newQuote(), await newQuote(), await newQuote()];

    const response = await api()
      .post('/quotes/bulk')
      .set(as(admin))
      .send({ status: 'reviewing', ids })
      .expect(200);

    expect(response.body.results).toEqual(ids.map((id) => ({ id, outcome: 'done' })));
    for (const id of ids)
      expect((await api().get(`/quotes/${id}`).set(as(admin)).expect(200)).body.status).toBe(
        'reviewing',
      );
    expect((await auditOf(response.body.batchId)).map((entry) => entry.target.id)).toEqual(ids);
  });

  it('reports a request already there unchanged and a move the pipeline refuses', async () => {
    const [reviewing, lost] = [await newQuote(), await newQuote()];
    await api().patch(`/quotes/${reviewing}`).set(as(admin)).send({ status: 'reviewing' });
    await api().patch(`/quotes/${lost}`).set(as(admin)).send({ status: 'lost' });

    const response = await api()
      .post('/quotes/bulk')
      .set(as(admin))
      .send({ status: 'reviewing', ids: [reviewing, lost, MISSING_ID] })
      .expect(200);

    expect(response.body.results).toEqual([
      { id: reviewing, outcome: 'unchanged' },
      {
        id: lost,
        outcome: 'refused',
        message: QuoteMessages.transitionRefused('lost', 'reviewing'),
      },
      { id: MISSING_ID, outcome: 'refused', message: QuoteMessages.quoteNotFound },
    ]);
  });

  it('refuses quoted, which needs each request’s own price, with 400', async () => {
    const response = await api()
      .post('/quotes/bulk')
      .set(as(admin))
      .send({ status: 'quoted', ids: [MISSING_ID] });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain(BulkMessages.quoteStatusInvalid);
  });
});

describe('POST /contacts/bulk', () => {
  it('marks messages read, leaving one already read unchanged', async () => {
    const [first, second] = [await newContact(), await newContact()];
    await api().patch(`/contacts/${second}/read`).set(as(admin)).expect(200);

    const response = await api()
      .post('/contacts/bulk')
      .set(as(admin))
      .send({ action: 'mark_read', ids: [first, second] })
      .expect(200);

    expect(response.body.results).toEqual([
      { id: first, outcome: 'done' },
      { id: second, outcome: 'unchanged' },
    ]);
    expect(
      await testApp.db
        .collection('contacts')
        .countDocuments({ _id: new Types.ObjectId(first), read: true }),
    ).toBe(1);
  });

  it('deletes messages to the trash with one batch id, undone in one call', async () => {
    const ids = [await newContact(), await newContact()];

    const response = await api()
      .post('/contacts/bulk')
      .set(as(admin))
      .send({ action: 'delete', ids })
      .expect(200);

    const listed = await api().get('/contacts').set(as(admin)).expect(200);
    const shown = (listed.body as Array<{ _id: string }>).map((message) => message._id);
    expect(shown).not.toContain(ids[0]);
    expect(shown).not.toContain(ids[1]);
    const trash = await testApp.db
      .collection('trash')
      .find({ batchId: response.body.batchId })
      .toArray();
    expect(trash.map((entry) => entry.recordId).sort()).toEqual([...ids].sort());

    await api().post(`/trash/batches/${response.body.batchId}/restore`).set(as(admin)).expect(200);

    const again = await api().get('/contacts').set(as(admin)).expect(200);
    expect((again.body as Array<{ _id: string }>).map((message) => message._id)).toEqual(
      expect.arrayContaining(ids),
    );
  });
});
