import request from 'supertest';
import { SAVED_VIEWS_MAX, SavedViewMessages, type SavedView } from '@threadline/contracts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let ana: SignedInAccount;
let ben: SignedInAccount;

const as = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });
const api = () => request(testApp.server);
const save = (account: SignedInAccount, body: object) =>
  api().post('/views').set(as(account)).send(body);
const viewsOf = async (account: SignedInAccount, list?: string) =>
  (
    await api()
      .get('/views')
      .query(list ? { list } : {})
      .set(as(account))
      .expect(200)
  ).body as SavedView[];
const auditOf = (id: string) =>
  testApp.db.collection('auditEntries').find({ 'target.id': id }).sort({ _id: 1 }).toArray();

beforeAll(async () => {
  testApp = await startTestApp();
  ana = await signedInAdmin(testApp);
  ben = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

describe('saved views', () => {
  it('keeps each admin’s views to that admin', async () => {
    const saved = await save(ana, {
      list: 'audit',
      name: 'Ana’s deletes',
      query: 'action=user.deleted&page=2',
    }).expect(201);
    expect(saved.body).toMatchObject({
      list: 'audit',
      name: 'Ana’s deletes',
      query: 'action=user.deleted&page=2',
      shared: false,
      mine: true,
      owner: { id: ana.recordId, email: ana.email },
    });

    expect((await viewsOf(ana, 'audit')).map((view) => view.name)).toEqual(['Ana’s deletes']);
    expect(await viewsOf(ben, 'audit')).toEqual([]);
    // Another admin can neither rename nor delete a view they cannot see.
    await api()
      .patch(`/views/${saved.body.id}`)
      .set(as(ben))
      .send({ name: 'Taken over' })
      .expect(404)
      .expect((response) =>
        expect(response.body).toMatchObject({ message: SavedViewMessages.notFound }),
      );
    await api().delete(`/views/${saved.body.id}`).set(as(ben)).expect(404);
  });

  it('shows a shared view to every admin, and lets only its owner change it', async () => {
    const saved = await save(ana, { list: 'quotes', name: 'Reviewing', query: 'status=reviewing' })
      .expect(201)
      .then((response) => response.body as SavedView);
    await api().patch(`/views/${saved.id}`).set(as(ana)).send({ shared: true }).expect(200);

    const seenByBen = (await viewsOf(ben, 'quotes')).find((view) => view.id === saved.id);
    expect(seenByBen).toMatchObject({ shared: true, mine: false, owner: { email: ana.email } });
    await api()
      .patch(`/views/${saved.id}`)
      .set(as(ben))
      .send({ name: 'Mine now' })
      .expect(403)
      .expect((response) =>
        expect(response.body).toMatchObject({ message: SavedViewMessages.notOwner }),
      );
    await api().delete(`/views/${saved.id}`).set(as(ben)).expect(403);

    await api().patch(`/views/${saved.id}`).set(as(ana)).send({ shared: false }).expect(200);
    expect((await viewsOf(ben, 'quotes')).some((view) => view.id === saved.id)).toBe(false);
  });

  it('renames and deletes a view, each audited with the admin as actor', async () => {
    const saved = await save(ben, { list: 'users', name: 'Admins', query: 'role=admin' })
      .expect(201)
      .then((response) => response.body as SavedView);
    await api()
      .patch(`/views/${saved.id}`)
      .set(as(ben))
      .send({ name: '  Every admin  ' })
      .expect(200)
      .expect((response) => expect(response.body).toMatchObject({ name: 'Every admin' }));
    await api()
      .delete(`/views/${saved.id}`)
      .set(as(ben))
      .expect(200, { message: SavedViewMessages.deleted });
    expect((await viewsOf(ben, 'users')).some((view) => view.id === saved.id)).toBe(false);

    const entries = await auditOf(saved.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'view.saved',
      'view.updated',
      'view.deleted',
    ]);
    expect(entries.every((entry) => entry.actor.email === ben.email)).toBe(true);
    expect(entries[1].changes).toEqual([{ field: 'name', from: 'Admins', to: 'Every admin' }]);
  });

  it('reads a null name or sharing, and an empty list filter, as left out', async () => {
    const saved = await save(ben, { list: 'audit', name: 'By Ben', query: '', shared: null })
      .expect(201)
      .then((response) => response.body as SavedView);
    expect(saved.shared).toBe(false);
    for (const body of [{ name: null, shared: null }, {}])
      await api()
        .patch(`/views/${saved.id}`)
        .set(as(ben))
        .send(body)
        .expect(200)
        .expect((response) =>
          expect(response.body).toMatchObject({ name: 'By Ben', shared: false }),
        );
    await api().patch(`/views/${saved.id}`).set(as(ben)).expect(200);
    const all = await api().get('/views?list=').set(as(ben)).expect(200);
    expect((all.body as SavedView[]).some((view) => view.id === saved.id)).toBe(true);
  });

  it('refuses a second view of the same name on a list with 409, and a blank name with 400', async () => {
    await save(ana, { list: 'trash', name: 'Users', query: 'kind=user' }).expect(201);
    await save(ana, { list: 'trash', name: 'users', query: 'kind=user&x=1' })
      .expect(409)
      .expect((response) =>
        expect(response.body).toMatchObject({ message: SavedViewMessages.nameTaken }),
      );
    await save(ana, { list: 'trash', name: '   ', query: '' }).expect(400);
    await save(ana, { list: 'nowhere', name: 'X', query: '' })
      .expect(400)
      .expect((response) =>
        expect(response.body).toMatchObject({ message: [SavedViewMessages.listInvalid] }),
      );
  });

  it(`keeps at most ${SAVED_VIEWS_MAX} views per admin`, async () => {
    const carl = await signedInAdmin(testApp);
    await testApp.db.collection('savedViews').insertOne({
      _id: carl.recordId as never,
      ownerEmail: carl.email,
      sharing: false,
      views: Array.from({ length: SAVED_VIEWS_MAX }, (_, n) => ({
        id: `${'0'.repeat(20)}${String(n).padStart(4, '0')}`,
        list: 'audit',
        name: `View ${n}`,
        query: '',
        shared: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    });
    await save(carl, { list: 'audit', name: 'One more', query: '' })
      .expect(409)
      .expect((response) =>
        expect(response.body).toMatchObject({ message: SavedViewMessages.tooMany }),
      );
  });

  it('is for admins only', async () => {
    const member = await signedInPerson(testApp);
    await api().get('/views').set(as(member)).expect(403);
    await save(member, { list: 'audit', name: 'Mine', query: '' }).expect(403);
  });
});
