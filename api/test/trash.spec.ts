import request from 'supertest';
import { Types } from 'mongoose';
import { ApiMessages, TrashMessages, UNREAD_COUNT_HEADER } from '@threadline/contracts';
import { TrashService } from '../src/trash/trash.service';
import { firebaseAuth, signIn, signInAgain } from './support/firebase-accounts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
const CATEGORY = 'trash-shirts';

// A 1×1 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

const as = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });
const api = () => request(testApp.server);
const bytesOf = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function uploadImage(): Promise<string> {
  const response = await api()
    .post('/images')
    .set(as(admin))
    .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' })
    .expect(201);
  return response.body.data.url as string;
}

async function uploadAttachment(name: string) {
  const response = await api()
    .post('/quotes/attachments')
    .attach('file', PDF, { filename: name })
    .expect(201);
  const { id, uploadToken } = response.body as { id: string; uploadToken: string };
  return { id, uploadToken };
}

async function createCategory(key: string) {
  const [image, gallery] = [await uploadImage(), await uploadImage()];
  await api()
    .post('/categories')
    .set(as(admin))
    .send({
      key,
      title: `Title of ${key}`,
      description: `Description of ${key}`,
      image,
      icon: 'Shirt',
      galleryImages: [gallery],
    })
    .expect(201);
  return { image, gallery };
}

async function requestQuote(buyer: SignedInAccount) {
  const own = await uploadAttachment('tech-pack.pdf');
  const response = await api()
    .post('/quotes')
    .set(as(buyer))
    .send({
      name: 'Ana Weaver',
      email: buyer.email,
      categoryKey: CATEGORY,
      kind: 'bulk',
      quantity: 500,
      deadline: future(60),
      details: 'Poplin shirts in three colours, sizes M to XL.',
      attachments: [own],
    })
    .expect(201);
  const id = response.body.insertedId as string;
  const onMessage = await uploadAttachment('size-chart.pdf');
  await api()
    .post(`/quotes/${id}/thread`)
    .set(as(buyer))
    .send({ text: 'Here is the size chart.', attachments: [onMessage] })
    .expect(201);
  return { id, reference: response.body.reference as string, own, onMessage };
}

const trashList = async () =>
  (await api().get('/trash').set(as(admin)).expect(200)).body as Array<Record<string, unknown>>;
const restore = (trashId: string) => api().post(`/trash/${trashId}/restore`).set(as(admin));
const purge = (trashId: string) => api().delete(`/trash/${trashId}`).set(as(admin));
const auditActions = async (...targetIds: string[]) =>
  (
    await testApp.db
      .collection('auditEntries')
      .find({ 'target.id': { $in: targetIds } })
      .toArray()
  ).map((entry) => entry.action as string);

beforeAll(async () => {
  testApp = await startTestApp({ TRASH_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await signedInAdmin(testApp);
  await createCategory(CATEGORY);
});

afterAll(async () => {
  await testApp?.close();
});

describe('a category in the trash', () => {
  it('is gone from the public catalogue at once and comes back with its images byte for byte', async () => {
    const { image, gallery } = await createCategory('trash-denim');
    await api().get('/categories').expect(200); // fills the catalogue cache
    const imageBytes = (await bytesOf(api().get(new URL(image).pathname)).expect(200)).body;

    const deleted = await api().delete('/categories/trash-denim').set(as(admin)).expect(200);

    expect(deleted.body.message).toBe(ApiMessages.categoryDeleted);
    const listed = (await api().get('/categories').expect(200)).body as Array<{ key: string }>;
    expect(listed.map((category) => category.key)).not.toContain('trash-denim');
    await api().get('/categories/trash-denim').expect(404);
    expect(await trashList()).toContainEqual(
      expect.objectContaining({
        id: deleted.body.trashId,
        kind: 'category',
        label: 'Title of trash-denim (trash-denim)',
        deletedBy: { id: admin.recordId, email: admin.email },
      }),
    );

    const restored = await restore(deleted.body.trashId).expect(200);

    expect(restored.body.kind).toBe('category');
    const back = await api().get('/categories/trash-denim').expect(200);
    expect(back.body).toMatchObject({ image, galleryImages: [gallery] });
    const after = (await bytesOf(api().get(new URL(image).pathname)).expect(200)).body;
    expect(Buffer.compare(after, imageBytes)).toBe(0);
    expect(await trashList()).not.toContainEqual(
      expect.objectContaining({ id: deleted.body.trashId }),
    );
    expect(await auditActions('trash-denim', restored.body.recordId)).toEqual(
      expect.arrayContaining(['category.deleted', 'trash.restored']),
    );
  });

  it('refuses a restore with 409 when a new category has taken its key meanwhile', async () => {
    await createCategory('trash-linen');
    const deleted = await api().delete('/categories/trash-linen').set(as(admin)).expect(200);
    await createCategory('trash-linen');

    const response = await restore(deleted.body.trashId);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(TrashMessages.restoreConflict);
    expect(await trashList()).toContainEqual(expect.objectContaining({ id: deleted.body.trashId }));
  });

  it('keeps its images from the image clean-up while it is in the trash', async () => {
    const { image } = await createCategory('trash-wool');
    await api().delete('/categories/trash-wool').set(as(admin)).expect(200);
    const { ImageUsage } = await import('../src/images/image-usage');
    const id = new URL(image).pathname.split('/').pop() as string;

    expect(await testApp.app.get(ImageUsage).isReferenced(id)).toBe(true);
    expect((await testApp.app.get(ImageUsage).referencedIds()).has(id)).toBe(true);
  });
});

describe('a contact message in the trash', () => {
  it('leaves the list and the unread count, and comes back with its replies', async () => {
    const sent = await api()
      .post('/contacts')
      .send({
        name: 'Ines',
        email: 'ines@example.test',
        subject: 'Samples',
        message: 'Could you send fabric samples?',
      })
      .expect(201);
    const id = sent.body.insertedId as string;
    await api().post(`/contacts/${id}/replies`).set(as(admin)).send({ text: 'Yes, gladly.' });
    const unreadBefore = Number(
      (await api().get('/contacts').set(as(admin)).expect(200)).headers[
        UNREAD_COUNT_HEADER.toLowerCase()
      ],
    );
    await testApp.db
      .collection('contacts')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { read: false } });

    const deleted = await api().delete(`/contacts/${id}`).set(as(admin)).expect(200);

    const list = await api().get('/contacts').set(as(admin)).expect(200);
    expect((list.body as Array<{ _id: string }>).map((message) => message._id)).not.toContain(id);
    expect(Number(list.headers[UNREAD_COUNT_HEADER.toLowerCase()])).toBe(unreadBefore);
    expect(await testApp.db.collection('contactReplies').countDocuments({ contactId: id })).toBe(0);

    await restore(deleted.body.trashId).expect(200);

    const replies = await api().get(`/contacts/${id}/replies`).set(as(admin)).expect(200);
    expect(replies.body).toMatchObject([{ text: 'Yes, gladly.' }]);
    const again = await api().get('/contacts').set(as(admin)).expect(200);
    expect(Number(again.headers[UNREAD_COUNT_HEADER.toLowerCase()])).toBe(unreadBefore + 1);
  });
});

describe('a quote request in the trash', () => {
  it('leaves the admin list, the export and the buyer’s own list, and comes back with its files and thread', async () => {
    const buyer = await signedInPerson(testApp);
    const quote = await requestQuote(buyer);
    const file = (attachmentId: string) =>
      bytesOf(api().get(`/quotes/${quote.id}/attachments/${attachmentId}`).set(as(admin)));
    const ownBytes = (await file(quote.own.id).expect(200)).body;

    const deleted = await api().delete(`/quotes/${quote.id}`).set(as(admin)).expect(200);

    expect(deleted.body).toEqual({ deletedCount: 1, trashId: expect.any(String) });
    const listed = await api().get('/quotes').set(as(admin)).expect(200);
    expect((listed.body as Array<{ id: string }>).map((q) => q.id)).not.toContain(quote.id);
    const mine = await api().get('/quotes/mine').set(as(buyer)).expect(200);
    expect(JSON.stringify(mine.body)).not.toContain(quote.reference);
    const csv = await api().get('/quotes/export.csv').set(as(admin)).expect(200);
    expect(csv.text).not.toContain(quote.reference);
    await api().get(`/quotes/${quote.id}`).set(as(admin)).expect(404);
    await file(quote.own.id).expect(404);
    await api().get(`/quotes/${quote.id}/thread`).set(as(buyer)).expect(404);

    await restore(deleted.body.trashId).expect(200);

    const back = (await file(quote.own.id).expect(200)).body;
    expect(Buffer.compare(back, ownBytes)).toBe(0);
    expect(Buffer.compare(back, PDF)).toBe(0);
    const thread = await api().get(`/quotes/${quote.id}/thread`).set(as(buyer)).expect(200);
    expect(thread.body.messages).toMatchObject([{ text: 'Here is the size chart.' }]);
    const messageFile = thread.body.messages[0].attachments[0];
    const messageBytes = await bytesOf(
      api().get(`/quotes/${quote.id}/thread/attachments/${messageFile.id}`).set(as(buyer)),
    ).expect(200);
    expect(Buffer.compare(messageBytes.body, PDF)).toBe(0);
  });

  it('is purged with its GridFS files, chunks included, leaving no orphan', async () => {
    const buyer = await signedInPerson(testApp);
    const quote = await requestQuote(buyer);
    const fileIds = [quote.own.id, quote.onMessage.id].map((id) => new Types.ObjectId(id));
    const deleted = await api().delete(`/quotes/${quote.id}`).set(as(admin)).expect(200);
    expect(
      await testApp.db
        .collection('quoteAttachments.files')
        .countDocuments({ _id: { $in: fileIds } }),
    ).toBe(2);

    const purged = await purge(deleted.body.trashId).expect(200);

    expect(purged.body).toEqual({ message: TrashMessages.purged });
    const { files, chunks } = {
      files: await testApp.db
        .collection('quoteAttachments.files')
        .countDocuments({ _id: { $in: fileIds } }),
      chunks: await testApp.db
        .collection('quoteAttachments.chunks')
        .countDocuments({ files_id: { $in: fileIds } }),
    };
    expect({ files, chunks }).toEqual({ files: 0, chunks: 0 });
    expect(
      await testApp.db.collection('quoteThreadMessages').countDocuments({ quoteId: quote.id }),
    ).toBe(0);
    await restore(deleted.body.trashId).expect(404);
    expect(await auditActions(quote.id)).toEqual(
      expect.arrayContaining(['quote.deleted', 'trash.purged']),
    );
  });
});

describe('a user in the trash', () => {
  it('cannot sign in; a restore lets them sign in again but brings back no revoked session', async () => {
    const person = await signedInPerson(testApp);
    await api().get('/users/me').set(as(person)).expect(200);

    const deleted = await api().delete(`/users/${person.recordId}`).set(as(admin)).expect(200);

    await api().get('/users/me').set(as(person)).expect(401);
    await expect(signIn(person.email, person.password)).rejects.toThrow(/USER_DISABLED/);
    const listed = await api().get('/users').set(as(admin)).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(person.email);

    await restore(deleted.body.trashId).expect(200);

    await api().get('/users/me').set(as(person)).expect(401);
    expect((await firebaseAuth().getUser(person.uid)).disabled).toBe(false);
    const { idToken } = await signInAgain(person);
    const session = await api().post('/jwt').send({ idToken });
    expect(session.status).toBe(200);
    await api()
      .get('/users/me')
      .set({ Authorization: `Bearer ${session.body.token}` })
      .expect(200);
    const again = await api().get('/users').set(as(admin)).expect(200);
    expect(JSON.stringify(again.body)).toContain(person.email);
  });

  it('a purge deletes the Firebase account', async () => {
    const person = await signedInPerson(testApp);
    const deleted = await api().delete(`/users/${person.recordId}`).set(as(admin)).expect(200);

    await purge(deleted.body.trashId).expect(200);

    await expect(firebaseAuth().getUser(person.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});

describe('the trash sweep', () => {
  it('purges what is older than the retention, and nothing younger', async () => {
    const old = await api()
      .post('/contacts')
      .send({ name: 'Old', email: 'old@example.test', message: 'An old message to purge.' })
      .expect(201);
    const young = await api()
      .post('/contacts')
      .send({ name: 'New', email: 'new@example.test', message: 'A new message to keep.' })
      .expect(201);
    const oldEntry = await api().delete(`/contacts/${old.body.insertedId}`).set(as(admin));
    const youngEntry = await api().delete(`/contacts/${young.body.insertedId}`).set(as(admin));
    await testApp.db
      .collection('trash')
      .updateOne(
        { _id: new Types.ObjectId(oldEntry.body.trashId as string) },
        { $set: { purgeAfter: new Date(Date.now() - 1000) } },
      );

    await testApp.app.get(TrashService).purgeExpired();

    const ids = (await trashList()).map((entry) => entry.id);
    expect(ids).not.toContain(oldEntry.body.trashId);
    expect(ids).toContain(youngEntry.body.trashId);
  });

  it('keeps an entry for TRASH_RETENTION_DAYS (30 by default)', async () => {
    const sent = await api()
      .post('/contacts')
      .send({ name: 'Kept', email: 'kept@example.test', message: 'A message kept for a month.' })
      .expect(201);
    const deleted = await api().delete(`/contacts/${sent.body.insertedId}`).set(as(admin));
    const entry = (await trashList()).find((listed) => listed.id === deleted.body.trashId)!;

    const days =
      (Date.parse(entry.purgeAfter as string) - Date.parse(entry.deletedAt as string)) / 86_400_000;
    expect(days).toBe(30);
  });
});
