import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import request from 'supertest';
import { STEP_UP_CODES } from '@threadline/contracts';
import { API_TOKEN_ISSUER } from '../src/auth/jwt.strategy';
import { NotificationPreferences } from '../src/notifications/notification-preferences';
import { signGuestToken } from '../src/notifications/guest-token';
import { createAccount, type TestAccount } from './support/firebase-accounts';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';
import { offerMatrixRows } from './support/offer-matrix-rows';
import { ReleasePreviewsService } from '../src/releases/release-previews.service';

/**
 * Every route of the app × every kind of caller. The routes are read from the running app's
 * router, so a route added without a row here fails "has a row for every route".
 */
const CREDENTIALS = ['anonymous', 'user', 'admin', 'forged', 'expired', 'algNone'] as const;
type Credential = (typeof CREDENTIALS)[number];
/**
 * `adminWithoutStepUp`, the step-up column: an admin signed in with Firebase whose session has
 * not completed a passkey assertion. Every admin route answers it 403 STEP_UP_REQUIRED.
 */
type Expected = Record<Credential, number> & { adminWithoutStepUp?: 403 };

const everyone = (status: number): Expected => ({
  anonymous: status,
  user: status,
  admin: status,
  forged: status,
  expired: status,
  algNone: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(401), user: status, admin: status });
const adminsOnly = (status: number): Expected => ({
  ...everyone(401),
  user: 403,
  admin: status,
  adminWithoutStepUp: 403,
});

interface Fixtures {
  testApp: TestApp;
  person: SignedInAccount;
  admin: SignedInAccount;
  verifiedAccount: TestAccount;
  imagePath: string;
}

/** The request, not yet sent (a supertest Test is sent as soon as it is awaited). */
type Call = () => request.Test;

interface Row {
  expected: Expected;
  /** Prepares the call; runs once per credential, so a destructive call gets a fresh target. */
  call: (fixtures: Fixtures) => Promise<Call>;
  /** The call ends the caller's session, so the user and the admin are fresh people for it. */
  endsSession?: true;
}

/** A call that needs nothing prepared. */
const plain =
  (build: (fixtures: Fixtures) => request.Test) =>
  async (fixtures: Fixtures): Promise<Call> =>
  () =>
    build(fixtures);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const uniqueKey = () => `matrix-${randomBytes(4).toString('hex')}`;
const categoryBody = (key: string) => ({
  key,
  title: 'Matrix',
  description: 'A category for the authorization matrix.',
  image: 'http://api.threadline.test/images/0123456789abcdef01234567',
  icon: 'Shirt',
  galleryImages: ['http://api.threadline.test/images/0123456789abcdef01234568'],
});
const contactBody = {
  name: 'Ana',
  email: 'ana@brand.example',
  message: 'A message for the matrix.',
};

async function newCategory({ testApp }: Fixtures): Promise<string> {
  const key = uniqueKey();
  await testApp.db
    .collection('categories')
    .insertOne({ ...categoryBody(key), createdAt: new Date() });
  return key;
}

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const QUOTE_CATEGORY = 'matrix-quotes';
const quoteBody = {
  name: 'Ana',
  email: 'ana@brand.example',
  categoryKey: QUOTE_CATEGORY,
  kind: 'sample',
  quantity: 5,
  deadline: future(30),
  details: 'A quote request for the matrix.',
};

/** A style of the matrix's member, at v1, carrying one tech pack (the style library). */
async function newStyle({ testApp, person }: Fixtures): Promise<{ id: string; fileId: string }> {
  const upload = await request(testApp.server)
    .post('/styles/files')
    .auth(person.token, { type: 'bearer' })
    .field('kind', 'tech_pack')
    .attach('file', PDF, { filename: 'tech-pack.pdf' })
    .expect(201);
  const created = await request(testApp.server)
    .post('/styles')
    .auth(person.token, { type: 'bearer' })
    .send(styleBody({ fileIds: [upload.body.file.id] }))
    .expect(201);
  return { id: created.body.id, fileId: upload.body.file.id };
}
const styleBody = (overrides: Record<string, unknown> = {}) => ({
  styleNumber: uniqueKey(),
  name: 'Matrix tee',
  categoryKey: QUOTE_CATEGORY,
  season: 'SS27',
  colourways: [{ name: 'Navy', swatch: '#1F3A5F' }],
  sizes: ['S', 'M'],
  measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52] }],
  materials: [],
  fileIds: [],
  ...overrides,
});
const CHART_CSV = Buffer.from('Point of measure,Tolerance (cm),M\nChest width,1,52\n');
const BOM_CSV = Buffer.from(
  'Type,Description,Supplier,Colour,Placement,Consumption,Unit\ntrim,Button,,,,6,pcs\n',
);
const ownerWrites = (status: number): Expected => ({ ...signedIn(status), admin: 403 });
const linesRequest = (lines: object[]) => ({
  kind: 'sample',
  lines,
  neededBy: future(30),
  destination: { country: 'GB', port: 'Felixstowe' },
  incoterm: 'FOB',
  currency: 'EUR',
});
const MATRIX_QUICK_LINE = {
  type: 'quick',
  categoryKey: QUOTE_CATEGORY,
  description: 'A quick line for the matrix.',
  quantity: 5,
};
/** A request of the matrix's member whose line 1 pins v1 of a style now at v2. */
async function staleLineQuote(fixtures: Fixtures): Promise<string> {
  const { testApp, person } = fixtures;
  const { id } = await newStyle(fixtures);
  const line = { type: 'style', styleId: id, versionId: `${id}:1`, quantities: [[2, 3]] };
  const sent = await request(testApp.server)
    .post('/quotes/requests')
    .auth(person.token, { type: 'bearer' })
    .send(linesRequest([line]))
    .expect(201);
  await request(testApp.server)
    .post(`/styles/${id}/versions`)
    .auth(person.token, { type: 'bearer' })
    .send({ ...styleBody({ name: 'Matrix tee v2' }), baseVersion: 1 })
    .expect(201);
  return sent.body.insertedId as string;
}
const styleRead = (path: (style: { id: string; fileId: string }) => string) => ({
  expected: signedIn(200),
  call: async (fixtures: Fixtures): Promise<Call> => {
    const style = await newStyle(fixtures);
    return () => request(fixtures.testApp.server).get(path(style));
  },
});

/** A request owned by the matrix's member, in status new, with one PDF attached. */
async function newQuote({ testApp, person }: Fixtures): Promise<{ id: string; fileId: string }> {
  const file = await request(testApp.server)
    .post('/quotes/attachments')
    .attach('file', PDF, { filename: 'tech-pack.pdf' })
    .expect(201);
  const created = await request(testApp.server)
    .post('/quotes')
    .auth(person.token, { type: 'bearer' })
    .send({ ...quoteBody, attachments: [{ id: file.body.id, uploadToken: file.body.uploadToken }] })
    .expect(201);
  return { id: created.body.insertedId, fileId: file.body.id };
}

/** A request of the matrix's member whose thread has a message from the team with a file. */
async function newThreadFile(fixtures: Fixtures): Promise<{ id: string; fileId: string }> {
  const { testApp, admin } = fixtures;
  const { id } = await newQuote(fixtures);
  const file = await request(testApp.server)
    .post('/quotes/attachments')
    .attach('file', PDF, { filename: 'size-chart.pdf' })
    .expect(201);
  await request(testApp.server)
    .post(`/quotes/${id}/thread`)
    .auth(admin.token, { type: 'bearer' })
    .send({
      text: 'Our size chart.',
      attachments: [{ id: file.body.id, uploadToken: file.body.uploadToken }],
    })
    .expect(201);
  return { id, fileId: file.body.id };
}

/** A request of the matrix's member that the factory has quoted, ready to be accepted. */
async function newQuotedQuote(fixtures: Fixtures): Promise<string> {
  const { id } = await newQuote(fixtures);
  const now = new Date();
  await fixtures.testApp.db.collection('quotes').updateOne(
    { _id: new Types.ObjectId(id) },
    {
      $set: {
        status: 'quoted',
        offer: { unitPrice: 7.9, currency: 'USD', leadTimeDays: 70, quotedAt: now },
        history: [
          { status: 'new', at: now },
          { status: 'reviewing', at: now },
          { status: 'quoted', at: now },
        ],
      },
    },
  );
  return id;
}
const acceptance = (quoteId: string) => ({
  quoteId,
  unitPrice: 7.9,
  quantity: 5,
  incoterm: 'FOB',
  paymentTerm: 'TT',
});

/** An order of the matrix's member, accepted by them. */
async function newOrder(fixtures: Fixtures): Promise<string> {
  const quoteId = await newQuotedQuote(fixtures);
  const created = await request(fixtures.testApp.server)
    .post('/orders')
    .auth(fixtures.person.token, { type: 'bearer' })
    .send(acceptance(quoteId))
    .expect(201);
  return created.body._id;
}

/** An order whose fabric is approved, so a development sample round can be posted. */
async function orderWithFabric(fixtures: Fixtures): Promise<string> {
  const id = await newOrder(fixtures);
  await request(fixtures.testApp.server)
    .patch(`/orders/${id}/milestones/fabric_approval`)
    .auth(fixtures.admin.token, { type: 'bearer' })
    .send({ actualDate: new Date().toISOString().slice(0, 10) })
    .expect(200);
  return id;
}

async function newContact({ testApp }: Fixtures): Promise<string> {
  const { insertedId } = await testApp.db
    .collection('contacts')
    .insertOne({ ...contactBody, read: false, createdAt: new Date() });
  return insertedId.toHexString();
}

/** A contact message an admin has just deleted: its trash entry's id. */
async function newTrashEntry(fixtures: Fixtures): Promise<string> {
  const id = await newContact(fixtures);
  const deleted = await request(fixtures.testApp.server)
    .delete(`/contacts/${id}`)
    .auth(fixtures.admin.token, { type: 'bearer' })
    .expect(200);
  return deleted.body.trashId as string;
}

/** A saved view of the matrix's admin, for the routes that change one. */
async function newSavedView({ testApp, admin }: Fixtures): Promise<string> {
  const saved = await request(testApp.server)
    .post('/views')
    .auth(admin.token, { type: 'bearer' })
    .send({ list: 'audit', name: `Matrix ${randomBytes(4).toString('hex')}`, query: '' })
    .expect(201);
  return saved.body.id as string;
}

const MATRIX: Record<string, Row> = {
  'POST /jwt': {
    expected: everyone(200),
    call: plain(({ testApp, verifiedAccount }) =>
      request(testApp.server).post('/jwt').send({ idToken: verifiedAccount.idToken }),
    ),
  },
  'POST /logout': {
    expected: signedIn(204),
    endsSession: true,
    call: plain(({ testApp }) => request(testApp.server).post('/logout')),
  },
  // Passkeys and the step-up: the caller's own, whatever the role; the admin's reset of another's.
  'GET /auth/passkeys': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/auth/passkeys')),
  },
  'GET /auth/passkeys/status': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/auth/passkeys/status')),
  },
  // The matrix's admin has a passkey and a step-up; its member has none yet.
  'POST /auth/passkeys/registration/options': {
    expected: signedIn(200),
    call: plain(({ testApp }) =>
      request(testApp.server).post('/auth/passkeys/registration/options'),
    ),
  },
  'POST /auth/passkeys/registration/verify': {
    expected: signedIn(400),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/auth/passkeys/registration/verify')
        .send({ response: { id: 'x', response: { clientDataJSON: 'e30' } } }),
    ),
  },
  'POST /auth/passkeys/step-up/options': {
    expected: { ...everyone(401), user: 403, admin: 200 },
    call: plain(({ testApp }) => request(testApp.server).post('/auth/passkeys/step-up/options')),
  },
  'POST /auth/passkeys/step-up/verify': {
    expected: signedIn(400),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/auth/passkeys/step-up/verify')
        .send({ response: { id: 'x', response: { clientDataJSON: 'e30' } } }),
    ),
  },
  'POST /auth/passkeys/recovery': {
    expected: signedIn(400),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/auth/passkeys/recovery')
        .send({ code: 'AAAAA-BBBBB-CCCCC-DDDDD' }),
    ),
  },
  'DELETE /auth/passkeys/:credentialId': {
    expected: signedIn(404),
    call: plain(({ testApp }) => request(testApp.server).delete('/auth/passkeys/no-such-passkey')),
  },
  'DELETE /users/:id/passkeys': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInAdmin(fixtures.testApp);
      return () => request(fixtures.testApp.server).delete(`/users/${target.recordId}/passkeys`);
    },
  },
  'POST /users': {
    expected: signedIn(200),
    call: plain(({ testApp }) =>
      request(testApp.server).post('/users').send({ name: 'Matrix Name' }),
    ),
  },
  'GET /users': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/users')),
  },
  'GET /users/export.csv': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/users/export.csv')),
  },
  'GET /users/me': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/users/me')),
  },
  'GET /users/admin/:email': {
    expected: signedIn(200),
    // A user may ask about themselves; an admin about anyone.
    call: plain(({ testApp, person }) =>
      request(testApp.server).get(`/users/admin/${encodeURIComponent(person.email)}`),
    ),
  },
  'PATCH /users/admin/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInPerson(fixtures.testApp);
      return () => request(fixtures.testApp.server).patch(`/users/admin/${target.recordId}`);
    },
  },
  'DELETE /users/admin/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInAdmin(fixtures.testApp);
      return () => request(fixtures.testApp.server).delete(`/users/admin/${target.recordId}`);
    },
  },
  'DELETE /users/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const target = await signedInPerson(fixtures.testApp);
      return () => request(fixtures.testApp.server).delete(`/users/${target.recordId}`);
    },
  },
  'GET /categories': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/categories')),
  },
  'GET /categories/:key': {
    expected: everyone(200),
    call: async (fixtures) => {
      const key = await newCategory(fixtures);
      return () => request(fixtures.testApp.server).get(`/categories/${key}`);
    },
  },
  'POST /categories': {
    expected: adminsOnly(201),
    call: plain(({ testApp }) =>
      request(testApp.server).post('/categories').send(categoryBody(uniqueKey())),
    ),
  },
  'PUT /categories/:key': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const key = await newCategory(fixtures);
      return () =>
        request(fixtures.testApp.server).put(`/categories/${key}`).send(categoryBody(key));
    },
  },
  'DELETE /categories/:key': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const key = await newCategory(fixtures);
      return () => request(fixtures.testApp.server).delete(`/categories/${key}`);
    },
  },
  'POST /contacts': {
    expected: everyone(201),
    call: plain(({ testApp }) => request(testApp.server).post('/contacts').send(contactBody)),
  },
  'GET /contacts': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/contacts')),
  },
  'GET /contacts/export.csv': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/contacts/export.csv')),
  },
  'PATCH /contacts/:id/read': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () => request(fixtures.testApp.server).patch(`/contacts/${id}/read`);
    },
  },
  'POST /contacts/:id/quote-request': {
    expected: adminsOnly(201),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () =>
        request(fixtures.testApp.server).post(`/contacts/${id}/quote-request`).send(quoteBody);
    },
  },
  'DELETE /contacts/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () => request(fixtures.testApp.server).delete(`/contacts/${id}`);
    },
  },
  'POST /images': {
    expected: signedIn(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/images')
        .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' }),
    ),
  },
  'GET /images/:id': {
    expected: everyone(200),
    call: plain(({ testApp, imagePath }) => request(testApp.server).get(imagePath)),
  },
  'GET /audit': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/audit')),
  },
  'POST /quotes/attachments': {
    expected: everyone(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/quotes/attachments')
        .attach('file', PDF, { filename: 'tech-pack.pdf' }),
    ),
  },
  // Anyone may ask for a quote; a bearer, when sent, must be valid (it links the request).
  'POST /quotes': {
    expected: { ...everyone(201), forged: 401, expired: 401, algNone: 401 },
    call: plain(({ testApp }) => request(testApp.server).post('/quotes').send(quoteBody)),
  },
  // A member's request of lines: theirs to send, reorder and re-pin; the team asks to re-pin.
  'POST /quotes/requests': {
    expected: ownerWrites(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/quotes/requests')
        .send(linesRequest([MATRIX_QUICK_LINE])),
    ),
  },
  'POST /quotes/:id/reorder': {
    expected: ownerWrites(200),
    call: async (fixtures) => {
      const id = await staleLineQuote(fixtures);
      return () =>
        request(fixtures.testApp.server).post(`/quotes/${id}/reorder`).send({ versions: 'latest' });
    },
  },
  'POST /quotes/:id/lines/:line/repin-request': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await staleLineQuote(fixtures);
      return () => request(fixtures.testApp.server).post(`/quotes/${id}/lines/1/repin-request`);
    },
  },
  'POST /quotes/:id/lines/:line/repin': {
    expected: ownerWrites(200),
    call: async (fixtures) => {
      const id = await staleLineQuote(fixtures);
      return () => request(fixtures.testApp.server).post(`/quotes/${id}/lines/1/repin`);
    },
  },
  ...offerMatrixRows({
    adminsOnly,
    signedIn,
    everyone,
    ownerWrites,
    newQuote: async (fixtures) => (await newQuote(fixtures as Fixtures)).id,
  }),
  'GET /quotes': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/quotes')),
  },
  'GET /quotes/summary': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/quotes/summary')),
  },
  'GET /quotes/export.csv': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/quotes/export.csv')),
  },
  'GET /quotes/mine': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/quotes/mine')),
  },
  // The owner (the matrix's user) or an admin; anyone else learns nothing (404).
  'GET /quotes/:id': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      return () => request(fixtures.testApp.server).get(`/quotes/${id}`);
    },
  },
  'GET /quotes/:id/attachments/:attachmentId': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const { id, fileId } = await newQuote(fixtures);
      return () => request(fixtures.testApp.server).get(`/quotes/${id}/attachments/${fileId}`);
    },
  },
  'PATCH /quotes/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      return () =>
        request(fixtures.testApp.server).patch(`/quotes/${id}`).send({ status: 'reviewing' });
    },
  },
  // The owner (the matrix's member) and every admin; anyone else is told there is no such request.
  'GET /quotes/:id/thread': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      return () => request(fixtures.testApp.server).get(`/quotes/${id}/thread`);
    },
  },
  'POST /quotes/:id/thread': {
    expected: signedIn(201),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/quotes/${id}/thread`)
          .send({ text: 'A message for the matrix.' });
    },
  },
  // A file of a thread message: whoever may read the message (the owner, every admin).
  'GET /quotes/:id/thread/attachments/:attachmentId': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const { id, fileId } = await newThreadFile(fixtures);
      return () =>
        request(fixtures.testApp.server).get(`/quotes/${id}/thread/attachments/${fileId}`);
    },
  },
  'GET /guest/thread/attachments/:attachmentId': {
    expected: everyone(200),
    call: async (fixtures) => {
      const { id, fileId } = await newThreadFile(fixtures);
      const token = signGuestToken(fixtures.testApp.config.auth.jwtSecret, id);
      return () =>
        request(fixtures.testApp.server)
          .get(`/guest/thread/attachments/${fileId}`)
          .query({ token });
    },
  },
  'GET /quote-threads/unread': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/quote-threads/unread')),
  },
  // The guest link is the credential, whatever else the caller sends.
  'GET /guest/thread': {
    expected: everyone(200),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      const token = signGuestToken(fixtures.testApp.config.auth.jwtSecret, id);
      return () => request(fixtures.testApp.server).get('/guest/thread').query({ token });
    },
  },
  'POST /guest/thread': {
    expected: everyone(201),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      const token = signGuestToken(fixtures.testApp.config.auth.jwtSecret, id);
      return () =>
        request(fixtures.testApp.server)
          .post('/guest/thread')
          .query({ token })
          .send({ text: 'A guest message for the matrix.' });
    },
  },
  'POST /guest/thread/renewal': {
    expected: everyone(202),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      const token = signGuestToken(fixtures.testApp.config.auth.jwtSecret, id);
      return () => request(fixtures.testApp.server).post('/guest/thread/renewal').query({ token });
    },
  },
  'GET /contacts/:id/replies': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () => request(fixtures.testApp.server).get(`/contacts/${id}/replies`);
    },
  },
  'POST /contacts/:id/replies': {
    expected: adminsOnly(201),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/contacts/${id}/replies`)
          .send({ text: 'A reply for the matrix.' });
    },
  },
  'GET /notifications/preferences': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/notifications/preferences')),
  },
  'PUT /notifications/preferences': {
    expected: signedIn(200),
    call: plain(({ testApp }) =>
      request(testApp.server).put('/notifications/preferences').send({ statusEmails: true }),
    ),
  },
  // The signed link is the credential: whoever holds it (a mail client) may use it.
  'POST /notifications/unsubscribe': {
    expected: everyone(200),
    call: plain(({ testApp }) => {
      const link = new URL(
        testApp.app.get(NotificationPreferences).unsubscribeUrl('email:matrix@brand.example'),
      );
      return request(testApp.server).post(`${link.pathname}${link.search}`);
    }),
  },
  // The quote's owner (the matrix's user) accepts; an admin may convert it too.
  'POST /orders/preview': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const quoteId = await newQuotedQuote(fixtures);
      return () =>
        request(fixtures.testApp.server).post('/orders/preview').send(acceptance(quoteId));
    },
  },
  'POST /orders': {
    expected: signedIn(201),
    call: async (fixtures) => {
      const quoteId = await newQuotedQuote(fixtures);
      return () => request(fixtures.testApp.server).post('/orders').send(acceptance(quoteId));
    },
  },
  'GET /orders': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders')),
  },
  'GET /orders/upcoming': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders/upcoming')),
  },
  'GET /orders/board': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders/board')),
  },
  'GET /orders/board/:stage': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders/board/fabric_approval')),
  },
  'GET /orders/mine': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders/mine')),
  },
  'GET /orders/:id': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      return () => request(fixtures.testApp.server).get(`/orders/${id}`);
    },
  },
  // Public on purpose: a calendar app has no session; the per-order token is the key.
  'GET /orders/:id/calendar.ics': {
    expected: everyone(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      const order = await request(fixtures.testApp.server)
        .get(`/orders/${id}`)
        .auth(fixtures.person.token, { type: 'bearer' })
        .expect(200);
      return () => request(fixtures.testApp.server).get(order.body.calendarPath);
    },
  },
  'PATCH /orders/:id/milestones/:key': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .patch(`/orders/${id}/milestones/fabric_approval`)
          .send({ actualDate: new Date().toISOString().slice(0, 10) });
    },
  },
  'PUT /orders/:id/milestones/:key/expected': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      return () =>
        request(fixtures.testApp.server)
          .put(`/orders/${id}/milestones/fabric_approval/expected`)
          .send({ expectedDate: inAMonth, reason: 'The mill is behind' });
    },
  },
  'GET /orders/mine/summary': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders/mine/summary')),
  },
  'GET /orders/export.csv': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/orders/export.csv')),
  },
  'POST /orders/:id/samples/:milestone/rounds': {
    expected: adminsOnly(201),
    call: async (fixtures) => {
      const id = await orderWithFabric(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/orders/${id}/samples/development_sample/rounds`)
          .send({ measurements: 'Chest 52 cm' });
    },
  },
  // Only the order's buyer decides: an admin can see the order but gets 403.
  'POST /orders/:id/samples/:milestone/rounds/:round/decision': {
    expected: { ...everyone(401), user: 200, admin: 403 },
    call: async (fixtures) => {
      const id = await orderWithFabric(fixtures);
      await request(fixtures.testApp.server)
        .post(`/orders/${id}/samples/development_sample/rounds`)
        .auth(fixtures.admin.token, { type: 'bearer' })
        .send({ measurements: 'Chest 52 cm' })
        .expect(201);
      return () =>
        request(fixtures.testApp.server)
          .post(`/orders/${id}/samples/development_sample/rounds/1/decision`)
          .send({ decision: 'approved' });
    },
  },
  'DELETE /orders/:id/samples/:milestone/rounds/:round/decision': {
    expected: { ...everyone(401), user: 200, admin: 403 },
    call: async (fixtures) => {
      const id = await orderWithFabric(fixtures);
      await request(fixtures.testApp.server)
        .post(`/orders/${id}/samples/development_sample/rounds`)
        .auth(fixtures.admin.token, { type: 'bearer' })
        .send({ measurements: 'Chest 52 cm' })
        .expect(201);
      await request(fixtures.testApp.server)
        .post(`/orders/${id}/samples/development_sample/rounds/1/decision`)
        .auth(fixtures.person.token, { type: 'bearer' })
        .send({ decision: 'approved' })
        .expect(200);
      return () =>
        request(fixtures.testApp.server).delete(
          `/orders/${id}/samples/development_sample/rounds/1/decision`,
        );
    },
  },
  'POST /orders/:id/inspections': {
    expected: adminsOnly(201),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/orders/${id}/inspections`)
          .send({ lotSize: 3200, defects: { critical: 0, major: 0, minor: 1 } });
    },
  },
  // The order's buyer and the admins read the report; a stranger's 404 is in orders-steps.
  'GET /orders/:id/inspections/:inspectionId/report.pdf': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      const order = await request(fixtures.testApp.server)
        .post(`/orders/${id}/inspections`)
        .auth(fixtures.admin.token, { type: 'bearer' })
        .send({ lotSize: 500, defects: { critical: 0, major: 0, minor: 0 } })
        .expect(201);
      const inspection = order.body.inspections[0]._id as string;
      return () =>
        request(fixtures.testApp.server).get(`/orders/${id}/inspections/${inspection}/report.pdf`);
    },
  },
  'PUT /orders/:id/shipment': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      return () =>
        request(fixtures.testApp.server).put(`/orders/${id}/shipment`).send({
          mode: 'sea',
          incoterm: 'FOB',
          carrier: 'Maersk',
          trackingNumber: 'MSKU1234567',
          etd: '2027-05-01',
          eta: '2027-05-30',
        });
    },
  },
  // The order's buyer and the admins download its files; a stranger's 404 is in orders-steps.
  'GET /orders/:id/files/:fileId': {
    expected: signedIn(200),
    call: async (fixtures) => {
      const id = await newOrder(fixtures);
      const upload = await request(fixtures.testApp.server)
        .post('/quotes/attachments')
        .attach('file', PNG, { filename: 'report.png' })
        .expect(201);
      const order = await request(fixtures.testApp.server)
        .post(`/orders/${id}/inspections`)
        .auth(fixtures.admin.token, { type: 'bearer' })
        .send({
          lotSize: 3200,
          defects: { critical: 0, major: 0, minor: 1 },
          files: [{ id: upload.body.id, uploadToken: upload.body.uploadToken }],
        })
        .expect(201);
      return () => request(fixtures.testApp.server).get(order.body.inspections[0].files[0].path);
    },
  },
  // The matrix's app sets no METRICS_TOKEN; the gateway never routes /metrics, and with a token
  // set it wants that bearer (metrics.spec.ts).
  'GET /metrics': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/metrics')),
  },
  'POST /releases/previews': {
    expected: adminsOnly(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/releases/previews')
        .send({ remote: 'remote-public', release: '20261124T095500Z-abcdef01' }),
    ),
  },
  // The signed link is the credential: the shell asks whoever opens it, signed in or not.
  'GET /releases/previews/:token': {
    expected: everyone(200),
    call: plain(({ testApp }) => {
      const { token } = testApp.app
        .get(ReleasePreviewsService)
        .create('remote-public', '20261124T095500Z-abcdef01');
      return request(testApp.server).get(`/releases/previews/${token}`);
    }),
  },
  // The matrix's app has an empty release store: there is no canary to promote or stop (409).
  'GET /releases': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/releases')),
  },
  'POST /releases/:remote/canary/promote': {
    expected: adminsOnly(409),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/releases/remote-public/canary/promote')
        .send({ canary: '20261124T095500Z-abcdef01' }),
    ),
  },
  'POST /releases/:remote/canary/stop': {
    expected: adminsOnly(409),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/releases/remote-public/canary/stop')
        .send({ canary: '20261124T095500Z-abcdef01' }),
    ),
  },
  // Anonymous by design: any browser reports its mounts, whoever is signed in.
  'POST /telemetry/remotes': {
    expected: everyone(204),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/telemetry/remotes')
        .set('Content-Type', 'text/plain')
        .send(
          JSON.stringify({
            reports: [
              {
                remote: 'remote-public',
                release: '20261124T095500Z-abcdef01',
                outcome: 'mounted',
              },
            ],
          }),
        ),
    ),
  },
  // The style library: the owner reads and saves; an admin reads every member's, saves none.
  'GET /styles': {
    expected: signedIn(200),
    call: plain(({ testApp }) => request(testApp.server).get('/styles')),
  },
  'POST /styles': {
    expected: signedIn(201),
    call: plain(({ testApp }) => request(testApp.server).post('/styles').send(styleBody())),
  },
  'POST /styles/files': {
    expected: signedIn(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/styles/files')
        .field('kind', 'tech_pack')
        .attach('file', PDF, { filename: 'pack.pdf' }),
    ),
  },
  'GET /styles/:id': styleRead(({ id }) => `/styles/${id}`),
  'POST /styles/:id/versions': {
    expected: ownerWrites(201),
    call: async (fixtures) => {
      const { id } = await newStyle(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/styles/${id}/versions`)
          .send({ ...styleBody({ name: 'Matrix tee v2' }), baseVersion: 1 });
    },
  },
  'DELETE /styles/:id': {
    expected: ownerWrites(200),
    call: async (fixtures) => {
      const { id } = await newStyle(fixtures);
      return () => request(fixtures.testApp.server).delete(`/styles/${id}`);
    },
  },
  // The owner's Undo; anyone else (an admin too: the team restores from the Trash) finds nothing.
  'POST /styles/:id/restore': {
    expected: { ...signedIn(200), admin: 404 },
    call: async (fixtures) => {
      const { id } = await newStyle(fixtures);
      await request(fixtures.testApp.server)
        .delete(`/styles/${id}`)
        .auth(fixtures.person.token, { type: 'bearer' })
        .expect(200);
      return () => request(fixtures.testApp.server).post(`/styles/${id}/restore`);
    },
  },
  'GET /styles/:id/versions/:version': styleRead(({ id }) => `/styles/${id}/versions/1`),
  'POST /styles/:id/imports/measurements': {
    expected: ownerWrites(201),
    call: async (fixtures) => {
      const { id } = await newStyle(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/styles/${id}/imports/measurements`)
          .attach('file', CHART_CSV, { filename: 'chart.csv' });
    },
  },
  'POST /styles/:id/imports/materials': {
    expected: ownerWrites(201),
    call: async (fixtures) => {
      const { id } = await newStyle(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post(`/styles/${id}/imports/materials`)
          .attach('file', BOM_CSV, { filename: 'bom.csv' });
    },
  },
  'GET /styles/:id/versions/:version/measurements.csv': styleRead(
    ({ id }) => `/styles/${id}/versions/1/measurements.csv`,
  ),
  'GET /styles/:id/versions/:version/materials.csv': styleRead(
    ({ id }) => `/styles/${id}/versions/1/materials.csv`,
  ),
  'GET /styles/:id/versions/:version/tech-pack.pdf': styleRead(
    ({ id }) => `/styles/${id}/versions/1/tech-pack.pdf`,
  ),
  'GET /styles/:id/versions/:version/files/:fileId': styleRead(
    ({ id, fileId }) => `/styles/${id}/versions/1/files/${fileId}`,
  ),
  'GET /health': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/health')),
  },
  'GET /health/live': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/health/live')),
  },
  'GET /health/ready': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/health/ready')),
  },
  // The OpenAPI document and its UI are public on purpose outside production (app.spec.ts pins
  // that NODE_ENV=production serves neither).
  'GET /docs': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs')),
  },
  'GET /docs/': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/')),
  },
  'GET /docs/index.html': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/index.html')),
  },
  'GET /docs/swagger-ui-init.js': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/swagger-ui-init.js')),
  },
  'GET /docs/docs/swagger-ui-init.js': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/docs/swagger-ui-init.js')),
  },
  // swagger-ui registers this path, but the installed swagger-ui-dist ships no such file.
  'GET /docs/LICENSE': {
    expected: everyone(404),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/LICENSE')),
  },
  // The explorer's own assets (@fastify/static under /docs).
  'GET /docs/*': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs/swagger-ui.css')),
  },
  'GET /docs-json': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs-json')),
  },
  'GET /docs-yaml': {
    expected: everyone(200),
    call: plain(({ testApp }) => request(testApp.server).get('/docs-yaml')),
  },
  // The back office's trash.
  'DELETE /quotes/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      return () => request(fixtures.testApp.server).delete(`/quotes/${id}`);
    },
  },
  'GET /trash': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/trash')),
  },
  'POST /trash/:id/restore': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newTrashEntry(fixtures);
      return () => request(fixtures.testApp.server).post(`/trash/${id}/restore`);
    },
  },
  'POST /trash/batches/:batchId/restore': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      const deleted = await request(fixtures.testApp.server)
        .post('/contacts/bulk')
        .auth(fixtures.admin.token, { type: 'bearer' })
        .send({ action: 'delete', ids: [id] })
        .expect(200);
      return () =>
        request(fixtures.testApp.server).post(`/trash/batches/${deleted.body.batchId}/restore`);
    },
  },
  // Bulk actions: a user-less batch (an id that names nobody) still answers 200 with its report.
  'POST /users/bulk': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/users/bulk')
        .send({ action: 'make_admin', ids: [new Types.ObjectId().toHexString()] }),
    ),
  },
  'POST /quotes/bulk': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const { id } = await newQuote(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post('/quotes/bulk')
          .send({ status: 'reviewing', ids: [id] });
    },
  },
  'POST /contacts/bulk': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newContact(fixtures);
      return () =>
        request(fixtures.testApp.server)
          .post('/contacts/bulk')
          .send({ action: 'mark_read', ids: [id] });
    },
  },
  // Saved views of the admin lists.
  'GET /views': {
    expected: adminsOnly(200),
    call: plain(({ testApp }) => request(testApp.server).get('/views')),
  },
  'POST /views': {
    expected: adminsOnly(201),
    call: plain(({ testApp }) =>
      request(testApp.server)
        .post('/views')
        .send({ list: 'users', name: `Matrix ${randomBytes(4).toString('hex')}`, query: '' }),
    ),
  },
  'PATCH /views/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newSavedView(fixtures);
      return () => request(fixtures.testApp.server).patch(`/views/${id}`).send({ shared: true });
    },
  },
  'DELETE /views/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newSavedView(fixtures);
      return () => request(fixtures.testApp.server).delete(`/views/${id}`);
    },
  },
  'DELETE /trash/:id': {
    expected: adminsOnly(200),
    call: async (fixtures) => {
      const id = await newTrashEntry(fixtures);
      return () => request(fixtures.testApp.server).delete(`/trash/${id}`);
    },
  },
};

let fixtures: Fixtures;
const bearers = {} as Record<Credential | 'adminWithoutStepUp', string | undefined>;

/** The credential, but for a user or admin of its own, whose session the call may end. */
async function freshBearer(credential: Credential): Promise<string | undefined> {
  if (credential === 'user') return (await signedInPerson(fixtures.testApp)).token;
  if (credential === 'admin') return (await signedInAdmin(fixtures.testApp)).token;
  return bearers[credential];
}

beforeAll(async () => {
  const testApp = await startTestApp({
    RELEASE_PREVIEW_SECRET: 'a-preview-secret-for-the-matrix-0123456789',
    RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-matrix-releases-')),
  });
  await testApp.db
    .collection('categories')
    .insertOne({ ...categoryBody(QUOTE_CATEGORY), createdAt: new Date() });
  const person = await signedInPerson(testApp);
  const admin = await signedInAdmin(testApp);
  const upload = await request(testApp.server)
    .post('/images')
    .auth(person.token, { type: 'bearer' })
    .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' })
    .expect(201);
  fixtures = {
    testApp,
    person,
    admin,
    verifiedAccount: await createAccount({ emailVerified: true }),
    imagePath: new URL(upload.body.data.url).pathname,
  };

  // The bad tokens all claim to be the admin, so accepting any of them would open every door.
  const nowSeconds = Math.floor(Date.now() / 1000);
  const claims = { sub: admin.uid, email: admin.email, rid: admin.recordId, iss: API_TOKEN_ISSUER };
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  bearers.anonymous = undefined;
  bearers.user = person.token;
  bearers.admin = admin.token;
  bearers.adminWithoutStepUp = (await signedInAdmin(testApp, { stepUp: false })).token;
  bearers.forged = new JwtService({ secret: randomBytes(32).toString('hex') }).sign(
    { ...claims, iat: nowSeconds, exp: nowSeconds + 3600 },
    { algorithm: 'HS256' },
  );
  bearers.expired = new JwtService({ secret: testApp.config.auth.jwtSecret }).sign(
    { ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 3600 },
    { algorithm: 'HS256' },
  );
  bearers.algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    ...claims,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  })}.`;
});

afterAll(async () => {
  await fixtures?.testApp.close();
});

describe('the authorization matrix', () => {
  it('has a row for every route of the app, and a route for every row', () => {
    expect([...new Set(fixtures.testApp.routes)].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const cases = Object.entries(MATRIX).flatMap(([route, row]) =>
    CREDENTIALS.map((credential) => [route, credential, row.expected[credential], row] as const),
  );

  const stepUpCases = Object.entries(MATRIX)
    .filter(([, row]) => row.expected.adminWithoutStepUp !== undefined)
    .map(([route, row]) => [route, row] as const);

  it.each(stepUpCases)(
    '%s as an admin without a step-up answers 403 STEP_UP_REQUIRED',
    async (_route, row) => {
      const call = (await row.call(fixtures))();
      call.set('Authorization', `Bearer ${bearers.adminWithoutStepUp}`);

      const response = await call;

      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: STEP_UP_CODES.required });
    },
  );

  it.each(cases)('%s as %s answers %i', async (_route, credential, status, row) => {
    const call = (await row.call(fixtures))();
    const bearer = row.endsSession ? await freshBearer(credential) : bearers[credential];
    if (bearer) call.set('Authorization', `Bearer ${bearer}`);

    const response = await call;

    expect(response.status).toBe(status);
  });
});
