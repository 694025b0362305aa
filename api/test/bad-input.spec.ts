import { Types } from 'mongoose';
import request from 'supertest';
import {
  ApiMessages,
  IMAGE_MAX_BYTES,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QuoteMessages,
  STYLE_CSV_MAX_BYTES,
  StyleMessages,
} from '@threadline/contracts';
import { ReleaseTelemetryService } from '../src/releases/telemetry/release-telemetry.service';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';
import { offerBadInputFields } from './support/offer-bad-input-fields';

// big-list-of-naughty-strings ships its list as JSON.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const naughtyStrings: string[] = require('big-list-of-naughty-strings');

/**
 * Every body, query and path field of the API gets hostile input. What must hold:
 * - no answer is a 5xx;
 * - operator objects, wrong types and oversize values in a body or query are refused (4xx);
 * - a refused write leaves the database as it was (nothing half-written);
 * - a naughty string that is accepted is stored as the literal text that was sent (trimmed).
 *
 * Each field gets every STRIDE-th string of the corpus from its own offset: the sample is the
 * same on every run, and any STRIDE neighbouring fields share the whole corpus between them.
 */
const STRIDE = 8;

type FieldType = 'string' | 'boolean' | 'string[]' | 'number';
type Where = 'body' | 'query' | 'param' | 'multipart';

const OPERATOR_OBJECTS: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  { $exists: true },
  { $in: ['admin'] },
];
const WRONG_TYPES: Record<FieldType, unknown[]> = {
  string: [42, true, [], ['text'], {}, { nested: { deeper: 'x' } }],
  boolean: ['true', 1, 'yes', [], {}],
  'string[]': ['http://api.threadline.test/images/a', 42, {}, [42], [{}], [['nested']]],
  number: ['500', true, [], [500], {}, { nested: 1 }, 1e308, -1, 0.001],
};
const OVERSIZE = 'x'.repeat(10_000);
/** Over the 100 kB JSON limit: the body parser refuses it with 413. */
const OVER_BODY_LIMIT = 'x'.repeat(200 * 1024);

interface Field {
  name: string;
  where: Where;
  type: FieldType;
  /** Sends a request with `value` in this field and everything else valid. */
  send: (value: unknown) => request.Test;
  /** For writes: what a refused request must leave unchanged. */
  state?: () => Promise<unknown>;
  /** For writes that store the field: the stored value after a 2xx. */
  stored?: (response: request.Response) => Promise<unknown>;
  /** The stored form of an accepted value (the DTOs trim text). */
  normalize?: (value: string) => unknown;
  /** Removes what an accepted write created, so the collections stay small and the run fast. */
  cleanup?: (response: request.Response) => Promise<void>;
}

let testApp: TestApp;
let admin: SignedInAccount;
let person: SignedInAccount;
const BASE_KEY = 'bad-input-base';
let targetContactId: string;
let newKeys = 0;

const db = () => testApp.db;
const server = () => testApp.server;
const trim = (value: string) => value.trim();
const asAdmin = (test: request.Test) => test.auth(admin.token, { type: 'bearer' });
const asPerson = (test: request.Test) => test.auth(person.token, { type: 'bearer' });
const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** What a thread post writes. */
const threadState = () => db().collection('quoteThreadMessages').find().toArray();
/** What the unsubscribe link and the Profile toggle write. */
const preferencesState = () => db().collection('notificationPreferences').find().toArray();
const inArray = (value: unknown) => (typeof value === 'string' ? [value] : value);

const category = (key: string, overrides: Record<string, unknown> = {}) => ({
  key,
  title: 'Base title',
  description: 'Base description',
  image: 'http://api.threadline.test/images/0123456789abcdef01234567',
  icon: 'Shirt',
  galleryImages: ['http://api.threadline.test/images/0123456789abcdef01234568'],
  ...overrides,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  message: 'A message long enough to pass.',
  ...overrides,
});

const usersState = async () => ({
  users: await db().collection('users').countDocuments(),
  admins: await db().collection('users').countDocuments({ role: 'admin' }),
  person: await db().collection('users').findOne({ uid: person.uid }),
});
const contactsState = async () => ({
  contacts: await db().collection('contacts').countDocuments(),
  unread: await db().collection('contacts').countDocuments({ read: false }),
});
let savedViewCount = 0;
/** A valid view under a new name each time, so a naughty value is the only thing wrong. */
const savedViewBody = () => ({
  list: 'audit',
  name: `Bad input ${(savedViewCount += 1)}`,
  query: 'actor=ana%40brand.co',
});
const savedViewsState = () => db().collection('savedViews').find().toArray();
const trashState = async () => ({
  trash: await db().collection('trash').countDocuments(),
  contacts: await db().collection('contacts').countDocuments(),
});
const categoriesState = async () => ({
  categories: await db().collection('categories').countDocuments(),
  base: await db().collection('categories').findOne({ key: BASE_KEY }),
});
const imagesState = async () => ({
  files: await db().collection('images.files').countDocuments(),
  chunks: await db().collection('images.chunks').countDocuments(),
});
const storedIn =
  (collection: string, field: string) =>
  async (response: request.Response): Promise<unknown> =>
    (
      await db()
        .collection(collection)
        .findOne({ _id: new Types.ObjectId(String(response.body.insertedId)) })
    )?.[field];

const removeCreated =
  (collection: string) =>
  async (response: request.Response): Promise<void> => {
    await db()
      .collection(collection)
      .deleteOne({ _id: new Types.ObjectId(String(response.body.insertedId)) });
  };

const param = (
  name: string,
  build: (segment: string) => request.Test,
  state?: () => Promise<unknown>,
): Field => ({
  name,
  where: 'param',
  type: 'string',
  send: (value) => build(encodeURIComponent(textOf(value))),
  state,
});

const QUOTE_CATEGORY = 'bad-input-quotes';
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');

/** The style library: one style of the member's, its documents counted for "nothing half-written". */
let targetStyleId = '';
let styleNumbers = 0;
const styleBody = (overrides: Record<string, unknown> = {}) => ({
  styleNumber: `BI-${(styleNumbers += 1)}`,
  name: 'Bad-input tee',
  categoryKey: QUOTE_CATEGORY,
  season: 'SS27',
  colourways: [{ name: 'Navy', swatch: '#1F3A5F' }],
  sizes: ['S', 'M'],
  measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52] }],
  materials: [{ kind: 'trim', description: 'Button', consumption: 6, unit: 'pcs' }],
  fileIds: [],
  ...overrides,
});
const stylesState = async () => ({
  heads: await db().collection('styles').countDocuments(),
  versions: await db().collection('style_versions').countDocuments(),
  numbers: await db().collection('style_numbers').countDocuments(),
  files: await db().collection('styleFiles.files').countDocuments(),
  target: await db()
    .collection('styles')
    .findOne({ _id: targetStyleId ? new Types.ObjectId(targetStyleId) : undefined }),
});
const storedStyleField =
  (field: string) =>
  async (response: request.Response): Promise<unknown> =>
    (
      await db()
        .collection('style_versions')
        .findOne({ _id: `${String(response.body.id)}:1` as never })
    )?.content?.[field];
const styleField = (field: string, type: FieldType, extra: Partial<Field> = {}): Field => ({
  name: `POST /styles body.${field}`,
  where: 'body',
  type,
  send: (value) =>
    asPerson(
      request(server())
        .post('/styles')
        .send(styleBody({ [field]: value })),
    ),
  state: stylesState,
  ...extra,
});
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const quote = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  categoryKey: QUOTE_CATEGORY,
  kind: 'bulk',
  quantity: 500,
  deadline: future(30),
  details: 'Poplin shirts in three colours.',
  ...overrides,
});
const QUICK_LINE = {
  type: 'quick',
  categoryKey: QUOTE_CATEGORY,
  description: 'Poplin shirts in three colours.',
  quantity: 500,
};
const linesRequest = (overrides: Record<string, unknown> = {}) => ({
  kind: 'bulk',
  lines: [QUICK_LINE],
  neededBy: future(30),
  destination: { country: 'GB', port: 'Felixstowe' },
  incoterm: 'FOB',
  currency: 'EUR',
  ...overrides,
});
/** A request of lines of the member's that the reorder and re-pin rows work on. */
let linesQuoteId = '';
/** A request of one quick line, in status new, that the costing and offer rows work on. */
let offersQuoteId = '';
/** A request the PATCH rows work on; reviewing, so a move to quoted is allowed. */
let targetQuoteId = '';
const quotesState = async () => ({
  quotes: await db().collection('quotes').countDocuments(),
  counters: await db().collection('counters').find().toArray(),
  claimed: await db()
    .collection('quoteAttachments.files')
    .countDocuments({ 'metadata.quoteId': { $exists: true } }),
});
const targetQuoteState = async () =>
  db()
    .collection('quotes')
    .findOne({ _id: new Types.ObjectId(targetQuoteId) });
const attachmentsState = async () => ({
  files: await db().collection('quoteAttachments.files').countDocuments(),
  chunks: await db().collection('quoteAttachments.chunks').countDocuments(),
});

/** A quoted request of the member's that the order rows accept (never for real: all refused). */
let quotedQuoteId = '';
/** An order of the member's that the milestone rows work on. */
let targetOrderId = '';
/** Orders with fabric approved: one for posting rounds, one with round 1 waiting on the buyer. */
let roundsOrderId = '';
let decisionOrderId = '';
let decisionSamples: unknown[] = [];
const orderState = (id: () => string) => async () =>
  db()
    .collection('orders')
    .findOne({ _id: new Types.ObjectId(id()) });
const resetOrder = (id: () => string, samples: () => unknown[]) => async () => {
  await db()
    .collection('orders')
    .updateOne(
      { _id: new Types.ObjectId(id()) },
      {
        $set: { samples: samples(), inspections: [], status: 'in_progress' },
        $unset: { hold: '', shipment: '' },
      },
    );
};
/** A file reference whose token is the value: nothing uploaded, so always refused (400). */
const inRefs = (field: string, value: unknown) =>
  field === 'files.uploadToken'
    ? { files: [{ id: new Types.ObjectId().toHexString(), uploadToken: value }] }
    : { [field]: value };
const report = (overrides: Record<string, unknown> = {}) => ({
  lotSize: 3200,
  defects: { critical: 0, major: 0, minor: 1 },
  ...overrides,
});
const shipment = (overrides: Record<string, unknown> = {}) => ({
  mode: 'sea',
  incoterm: 'FOB',
  carrier: 'Maersk',
  trackingNumber: 'MSKU1234567',
  etd: '2027-05-01',
  eta: '2027-05-30',
  ...overrides,
});
const ordersState = async () => ({
  orders: await db().collection('orders').find().toArray(),
  quote: await db()
    .collection('quotes')
    .findOne({ _id: new Types.ObjectId(quotedQuoteId) }),
});
const acceptance = (overrides: Record<string, unknown> = {}) => ({
  quoteId: quotedQuoteId,
  unitPrice: 7.9,
  quantity: 500,
  incoterm: 'FOB',
  paymentTerm: 'TT',
  ...overrides,
});
/** Puts a request in `quoted` with an offer, as the pipeline leaves it. */
async function quoteIt(id: string) {
  const now = new Date();
  await db()
    .collection('quotes')
    .updateOne(
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
}

const FIELDS: Field[] = [
  {
    name: 'POST /jwt body.idToken',
    where: 'body',
    type: 'string',
    send: (idToken) => request(server()).post('/jwt').send({ idToken }),
    state: usersState,
  },
  ...(['name', 'photoURL', 'email', 'uid', 'refCode'] as const).map((field): Field => ({
    name: `POST /users body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post('/users')
          .send({ [field]: value }),
      ),
    state: usersState,
    stored:
      field === 'name'
        ? async () => (await db().collection('users').findOne({ uid: person.uid }))?.name
        : undefined,
    normalize: trim,
  })),
  {
    name: 'POST /users body.emailVerified',
    where: 'body',
    type: 'boolean',
    send: (emailVerified) => asPerson(request(server()).post('/users').send({ emailVerified })),
    state: usersState,
  },
  ...(['name', 'email', 'message', 'subject'] as const).map((field): Field => ({
    name: `POST /contacts body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/contacts')
        .send(contact({ [field]: value })),
    state: contactsState,
    stored: storedIn('contacts', field),
    cleanup: removeCreated('contacts'),
    // An empty subject is not stored at all.
    normalize: (value) => (field === 'subject' ? value.trim() || undefined : value.trim()),
  })),
  ...(['key', 'title', 'description', 'image', 'icon', 'createdAt'] as const).map(
    (field): Field => ({
      name: `POST /categories body.${field}`,
      where: 'body',
      type: 'string',
      // A fresh key each time, so each value meets validation rather than the duplicate check.
      send: (value) =>
        asAdmin(
          request(server())
            .post('/categories')
            .send(category(`bad-input-${(newKeys += 1)}`, { [field]: value })),
        ),
      state: categoriesState,
      stored: field === 'createdAt' ? undefined : storedIn('categories', field),
      cleanup: removeCreated('categories'),
      normalize: trim,
    }),
  ),
  {
    name: 'POST /categories body.galleryImages',
    where: 'body',
    type: 'string[]',
    send: (value) =>
      asAdmin(
        request(server())
          .post('/categories')
          .send(category(`bad-input-${(newKeys += 1)}`, { galleryImages: inArray(value) })),
      ),
    state: categoriesState,
    cleanup: removeCreated('categories'),
  },
  ...(['key', 'title', 'description', 'image', 'icon'] as const).map((field): Field => ({
    name: `PUT /categories/:key body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .put(`/categories/${BASE_KEY}`)
          .send(category(BASE_KEY, { [field]: value })),
      ),
    state: categoriesState,
    // The key in the body is read-only and ignored.
    stored:
      field === 'key'
        ? undefined
        : async () => (await db().collection('categories').findOne({ key: BASE_KEY }))?.[field],
    normalize: trim,
  })),
  {
    name: 'PUT /categories/:key body.galleryImages',
    where: 'body',
    type: 'string[]',
    send: (value) =>
      asAdmin(
        request(server())
          .put(`/categories/${BASE_KEY}`)
          .send(category(BASE_KEY, { galleryImages: inArray(value) })),
      ),
    state: categoriesState,
  },
  ...(['search', 'role', 'sort', 'order', 'page', 'limit'] as const).map((field): Field => ({
    name: `GET /users query.${field}`,
    where: 'query',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .get('/users')
          .query({ [field]: value as string }),
      ),
  })),
  param('GET /users/admin/:email', (id) => asPerson(request(server()).get(`/users/admin/${id}`))),
  param(
    'PATCH /users/admin/:id',
    (id) => asAdmin(request(server()).patch(`/users/admin/${id}`)),
    usersState,
  ),
  param(
    'DELETE /users/admin/:id',
    (id) => asAdmin(request(server()).delete(`/users/admin/${id}`)),
    usersState,
  ),
  param('DELETE /users/:id', (id) => asAdmin(request(server()).delete(`/users/${id}`)), usersState),
  param('GET /categories/:key', (key) => request(server()).get(`/categories/${key}`)),
  param(
    'PUT /categories/:key',
    (key) =>
      asAdmin(
        request(server())
          .put(`/categories/${key}`)
          .send(category('ignored', { title: 'Overwritten?' })),
      ),
    categoriesState,
  ),
  param(
    'DELETE /categories/:key',
    (key) => asAdmin(request(server()).delete(`/categories/${key}`)),
    categoriesState,
  ),
  param(
    'PATCH /contacts/:id/read',
    (id) => asAdmin(request(server()).patch(`/contacts/${id}/read`)),
    contactsState,
  ),
  param(
    'DELETE /contacts/:id',
    (id) => asAdmin(request(server()).delete(`/contacts/${id}`)),
    contactsState,
  ),
  param(
    'POST /contacts/:id/quote-request',
    (id) => asAdmin(request(server()).post(`/contacts/${id}/quote-request`).send(quote())),
    quotesState,
  ),
  param('GET /images/:id', (id) => request(server()).get(`/images/${id}`)),
  ...(
    [
      'name',
      'email',
      'company',
      'phone',
      'categoryKey',
      'kind',
      'deadline',
      'details',
      'colour',
    ] as const
  ).map((field): Field => ({
    name: `POST /quotes body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/quotes')
        .send(quote({ [field]: value })),
    state: quotesState,
    stored: field === 'deadline' ? undefined : storedIn('quotes', field),
    cleanup: removeCreated('quotes'),
    normalize: (value) =>
      field === 'company' || field === 'phone' || field === 'colour'
        ? value.trim() || undefined
        : value.trim(),
  })),
  ...(['quantity', 'targetUnitPrice'] as const).map((field): Field => ({
    name: `POST /quotes body.${field}`,
    where: 'body',
    type: 'number',
    send: (value) =>
      request(server())
        .post('/quotes')
        .send(quote({ [field]: value, currency: 'USD' })),
    state: quotesState,
  })),
  {
    name: 'POST /quotes body.currency',
    where: 'body',
    type: 'string',
    send: (currency) =>
      request(server())
        .post('/quotes')
        .send(quote({ targetUnitPrice: 4.5, currency })),
    state: quotesState,
  },
  {
    // A text value becomes a size label (the breakdown's keys are client-chosen text).
    name: 'POST /quotes body.sizes',
    where: 'body',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/quotes')
        .send(quote({ sizes: typeof value === 'string' ? { [value]: 500 } : value })),
    state: quotesState,
    cleanup: removeCreated('quotes'),
  },
  ...(['id', 'uploadToken'] as const).map((field): Field => ({
    name: `POST /quotes body.attachments[].${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/quotes')
        .send(
          quote({
            attachments: [{ id: '0123456789abcdef01234567', uploadToken: 'token', [field]: value }],
          }),
        ),
    state: quotesState,
  })),
  ...(['status', 'currency', 'note'] as const).map((field): Field => ({
    name: `PATCH /quotes/:id body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .patch(`/quotes/${targetQuoteId}`)
          .send(
            field === 'note'
              ? { note: value }
              : {
                  status: 'quoted',
                  unitPrice: 5,
                  currency: 'USD',
                  leadTimeDays: 30,
                  [field]: value,
                },
          ),
      ),
    state: targetQuoteState,
    stored:
      field === 'note'
        ? async () => ((await targetQuoteState())?.notes as { text: string }[]).at(-1)?.text
        : undefined,
    normalize: trim,
  })),
  ...(['unitPrice', 'leadTimeDays'] as const).map((field): Field => ({
    name: `PATCH /quotes/:id body.${field}`,
    where: 'body',
    type: 'number',
    send: (value) =>
      asAdmin(
        request(server())
          .patch(`/quotes/${targetQuoteId}`)
          .send({
            status: 'quoted',
            unitPrice: 5,
            currency: 'USD',
            leadTimeDays: 30,
            [field]: value,
          }),
      ),
    state: targetQuoteState,
  })),
  ...(['status', 'search', 'sort', 'order', 'page', 'limit'] as const).map((field): Field => ({
    name: `GET /quotes query.${field}`,
    where: 'query',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .get('/quotes')
          .query({ [field]: value as string }),
      ),
  })),
  param('GET /quotes/:id', (id) => asPerson(request(server()).get(`/quotes/${id}`))),
  param(
    'PATCH /quotes/:id',
    (id) => asAdmin(request(server()).patch(`/quotes/${id}`).send({ note: 'A note.' })),
    targetQuoteState,
  ),
  param('GET /quotes/:id/thread', (id) => asPerson(request(server()).get(`/quotes/${id}/thread`))),
  {
    name: 'POST /quotes/:id/thread body.text',
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(request(server()).post(`/quotes/${targetQuoteId}/thread`).send({ text: value })),
    state: threadState,
    stored: async (response) =>
      (
        await db()
          .collection('quoteThreadMessages')
          .findOne({ _id: new Types.ObjectId(String(response.body.id)) })
      )?.text,
    normalize: trim,
    cleanup: async (response) => {
      await db()
        .collection('quoteThreadMessages')
        .deleteOne({ _id: new Types.ObjectId(String(response.body.id)) });
    },
  },
  {
    name: 'POST /quotes/:id/thread body.internal',
    where: 'body',
    type: 'boolean',
    send: (value) =>
      asAdmin(
        request(server())
          .post(`/quotes/${targetQuoteId}/thread`)
          .send({ text: 'A note.', internal: value }),
      ),
    state: threadState,
  },
  ...(['id', 'uploadToken'] as const).map((field): Field => ({
    name: `POST /quotes/:id/thread body.attachments[].${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .post(`/quotes/${targetQuoteId}/thread`)
          .send({
            text: 'A file.',
            attachments: [{ id: '0123456789abcdef01234567', uploadToken: 'token', [field]: value }],
          }),
      ),
    state: threadState,
  })),
  param('GET /quotes/:id/thread/attachments/:attachmentId', (id) =>
    asAdmin(request(server()).get(`/quotes/${targetQuoteId}/thread/attachments/${id}`)),
  ),
  {
    name: 'GET /guest/thread/attachments/:attachmentId query.token',
    where: 'query',
    type: 'string',
    send: (value) =>
      request(server())
        .get('/guest/thread/attachments/0123456789abcdef01234567')
        .query({ token: value as string }),
  },
  {
    name: 'GET /guest/thread query.token',
    where: 'query',
    type: 'string',
    send: (value) =>
      request(server())
        .get('/guest/thread')
        .query({ token: value as string }),
  },
  {
    name: 'POST /guest/thread/renewal query.token',
    where: 'query',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/guest/thread/renewal')
        .query({ token: value as string }),
  },
  {
    name: 'POST /contacts/:id/replies body.text',
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(request(server()).post(`/contacts/${targetContactId}/replies`).send({ text: value })),
    state: () => db().collection('contactReplies').find().toArray(),
    stored: async (response) =>
      (
        await db()
          .collection('contactReplies')
          .findOne({ _id: new Types.ObjectId(String(response.body.id)) })
      )?.text,
    normalize: trim,
    cleanup: async (response) => {
      await db()
        .collection('contactReplies')
        .deleteOne({ _id: new Types.ObjectId(String(response.body.id)) });
    },
  },
  param('POST /contacts/:id/replies', (id) =>
    asAdmin(request(server()).post(`/contacts/${id}/replies`).send({ text: 'A reply.' })),
  ),
  ...(['s', 'sig'] as const).map((field): Field => ({
    name: `POST /notifications/unsubscribe query.${field}`,
    where: 'query',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/notifications/unsubscribe')
        .query({ s: 'email:ana@brand.example', sig: 'x', [field]: value as string }),
    state: preferencesState,
  })),
  {
    name: 'PUT /notifications/preferences body.statusEmails',
    where: 'body',
    type: 'boolean',
    send: (value) =>
      asPerson(request(server()).put('/notifications/preferences').send({ statusEmails: value })),
    state: preferencesState,
  },
  param('GET /quotes/:id/attachments/:attachmentId', (id) =>
    asAdmin(request(server()).get(`/quotes/${targetQuoteId}/attachments/${id}`)),
  ),
  ...(['/orders/preview', '/orders'] as const).flatMap((path): Field[] => [
    ...(['quoteId', 'incoterm', 'paymentTerm', 'shippingMode'] as const).map((field): Field => ({
      name: `POST ${path} body.${field}`,
      where: 'body',
      type: 'string',
      send: (value) =>
        asPerson(
          request(server())
            .post(path)
            .send(acceptance({ [field]: value })),
        ),
      state: ordersState,
    })),
    ...(['unitPrice', 'quantity'] as const).map((field): Field => ({
      name: `POST ${path} body.${field}`,
      where: 'body',
      type: 'number',
      send: (value) =>
        asPerson(
          request(server())
            .post(path)
            .send(acceptance({ [field]: value })),
        ),
      state: ordersState,
    })),
  ]),
  {
    name: 'PATCH /orders/:id/milestones/:key body.actualDate',
    where: 'body',
    type: 'string',
    send: (actualDate) =>
      asAdmin(
        request(server())
          .patch(`/orders/${targetOrderId}/milestones/fabric_approval`)
          .send({ actualDate }),
      ),
    state: ordersState,
  },
  ...(['expectedDate', 'reason'] as const).map((field): Field => ({
    name: `PUT /orders/:id/milestones/:key/expected body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .put(`/orders/${targetOrderId}/milestones/fabric_approval/expected`)
          .send({ expectedDate: future(30), reason: 'The mill is behind', [field]: value }),
      ),
    state: ordersState,
  })),
  param(
    'PUT /orders/:id/milestones/:key/expected (id)',
    (id) =>
      asAdmin(
        request(server())
          .put(`/orders/${id}/milestones/fabric_approval/expected`)
          .send({ expectedDate: future(30), reason: 'The mill is behind' }),
      ),
    ordersState,
  ),
  param('GET /orders/:id', (id) => asPerson(request(server()).get(`/orders/${id}`))),
  param('GET /orders/:id/calendar.ics', (id) =>
    request(server()).get(`/orders/${id}/calendar.ics?token=x`),
  ),
  {
    name: 'GET /orders/:id/calendar.ics query.token',
    where: 'query',
    type: 'string',
    send: (token) =>
      request(server())
        .get(`/orders/${targetOrderId}/calendar.ics`)
        .query({ token: token as string }),
  },
  param(
    'PATCH /orders/:id/milestones/:key (id)',
    (id) =>
      asAdmin(
        request(server())
          .patch(`/orders/${id}/milestones/fabric_approval`)
          .send({ actualDate: future(0) }),
      ),
    ordersState,
  ),
  param(
    'PATCH /orders/:id/milestones/:key (key)',
    (key) =>
      asAdmin(
        request(server())
          .patch(`/orders/${targetOrderId}/milestones/${key}`)
          .send({ actualDate: future(0) }),
      ),
    ordersState,
  ),
  ...(['measurements', 'note', 'files.uploadToken'] as const).map((field): Field => ({
    name: `POST /orders/:id/samples/:milestone/rounds body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .post(`/orders/${roundsOrderId}/samples/development_sample/rounds`)
          .send({ measurements: 'Chest 52 cm', ...inRefs(field, value) }),
      ),
    state: orderState(() => roundsOrderId),
    cleanup: resetOrder(
      () => roundsOrderId,
      () => [],
    ),
  })),
  ...(['decision', 'comment', 'files.uploadToken'] as const).map((field): Field => ({
    name: `POST /orders/:id/samples/:milestone/rounds/:round/decision body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post(`/orders/${decisionOrderId}/samples/development_sample/rounds/1/decision`)
          .send({
            decision: 'changes_requested',
            comment: 'Collar too wide',
            ...inRefs(field, value),
          }),
      ),
    state: orderState(() => decisionOrderId),
    cleanup: resetOrder(
      () => decisionOrderId,
      () => decisionSamples,
    ),
  })),
  ...(['level', 'aqls.major', 'inspectedOn', 'note'] as const).map((field): Field => ({
    name: `POST /orders/:id/inspections body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .post(`/orders/${roundsOrderId}/inspections`)
          .send(report(field === 'aqls.major' ? { aqls: { major: value } } : { [field]: value })),
      ),
    state: orderState(() => roundsOrderId),
    cleanup: resetOrder(
      () => roundsOrderId,
      () => [],
    ),
  })),
  {
    name: 'POST /orders/:id/inspections body.lotSize',
    where: 'body',
    type: 'number',
    send: (value) =>
      asAdmin(
        request(server())
          .post(`/orders/${roundsOrderId}/inspections`)
          .send(report({ lotSize: value })),
      ),
    state: orderState(() => roundsOrderId),
    cleanup: resetOrder(
      () => roundsOrderId,
      () => [],
    ),
  },
  ...(
    ['mode', 'incoterm', 'carrier', 'trackingNumber', 'etd', 'eta', 'documents.kind'] as const
  ).map((field): Field => ({
    name: `PUT /orders/:id/shipment body.${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .put(`/orders/${roundsOrderId}/shipment`)
          .send(
            shipment(
              field === 'documents.kind'
                ? {
                    documents: [
                      {
                        kind: value,
                        file: { id: new Types.ObjectId().toHexString(), uploadToken: 't' },
                      },
                    ],
                  }
                : { [field]: value },
            ),
          ),
      ),
    state: orderState(() => roundsOrderId),
    cleanup: resetOrder(
      () => roundsOrderId,
      () => [],
    ),
  })),
  param('POST /orders/:id/samples/:milestone/rounds (milestone)', (milestone) =>
    asAdmin(
      request(server())
        .post(`/orders/${roundsOrderId}/samples/${milestone}/rounds`)
        .send({ measurements: 'Chest 52 cm' }),
    ),
  ),
  param('POST /orders/:id/samples/:milestone/rounds/:round/decision (round)', (round) =>
    asPerson(
      request(server())
        .post(`/orders/${decisionOrderId}/samples/development_sample/rounds/${round}/decision`)
        .send({ decision: 'approved' }),
    ),
  ),
  param('DELETE /orders/:id/samples/:milestone/rounds/:round/decision (round)', (round) =>
    asPerson(
      request(server()).delete(
        `/orders/${decisionOrderId}/samples/development_sample/rounds/${round}/decision`,
      ),
    ),
  ),
  param('DELETE /orders/:id/samples/:milestone/rounds/:round/decision (milestone)', (milestone) =>
    asPerson(
      request(server()).delete(`/orders/${decisionOrderId}/samples/${milestone}/rounds/1/decision`),
    ),
  ),
  param('POST /orders/:id/inspections (id)', (id) =>
    asAdmin(request(server()).post(`/orders/${id}/inspections`).send(report())),
  ),
  param('PUT /orders/:id/shipment (id)', (id) =>
    asAdmin(request(server()).put(`/orders/${id}/shipment`).send(shipment())),
  ),
  param('GET /orders/:id/files/:fileId', (fileId) =>
    asPerson(request(server()).get(`/orders/${targetOrderId}/files/${fileId}`)),
  ),
  param('GET /orders/:id/inspections/:inspectionId/report.pdf', (inspectionId) =>
    asPerson(
      request(server()).get(`/orders/${targetOrderId}/inspections/${inspectionId}/report.pdf`),
    ),
  ),
  // The browsers' telemetry: every field is an enum or a release id, so every naughty string is
  // refused, and nothing is counted (the counts are flushed to the database before each look).
  ...(['remote', 'release', 'outcome'] as const).map((field): Field => ({
    name: `POST /telemetry/remotes body.reports[].${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/telemetry/remotes')
        .send({
          reports: [
            {
              remote: 'remote-public',
              release: '20261124T095500Z-abcdef01',
              outcome: 'mounted',
              [field]: value,
            },
          ],
        }),
    state: telemetryState,
  })),
  param('POST /releases/:remote/canary/promote', (remote) =>
    asAdmin(
      request(server())
        .post(`/releases/${remote}/canary/promote`)
        .send({ canary: '20261124T095500Z-abcdef01' }),
    ),
  ),
  styleField('styleNumber', 'string'),
  styleField('name', 'string', { stored: storedStyleField('name'), normalize: trim }),
  styleField('description', 'string', {
    stored: storedStyleField('description'),
    normalize: (value) => value.trim() || undefined,
  }),
  styleField('season', 'string'),
  styleField('categoryKey', 'string'),
  styleField('sizes', 'string[]'),
  styleField('colourways', 'string[]'),
  styleField('fileIds', 'string[]'),
  {
    name: 'POST /styles/:id/versions body.baseVersion',
    where: 'body',
    type: 'number',
    send: (value) =>
      asPerson(
        request(server())
          .post(`/styles/${targetStyleId}/versions`)
          .send({ ...styleBody(), baseVersion: value }),
      ),
    state: stylesState,
  },
  ...(['search', 'season', 'category'] as const).map((name): Field => ({
    name: `GET /styles query.${name}`,
    where: 'query',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .get('/styles')
          .query({ [name]: value }),
      ),
  })),
  // A member's request of lines, its reorder and its re-pins.
  ...(['kind', 'lines', 'neededBy', 'destination', 'incoterm', 'currency'] as const).map(
    (name): Field => ({
      name: `POST /quotes/requests body.${name}`,
      where: 'body',
      type: name === 'lines' ? 'string[]' : 'string',
      send: (value) =>
        asPerson(
          request(server())
            .post('/quotes/requests')
            .send(linesRequest({ [name]: value })),
        ),
      state: quotesState,
    }),
  ),
  ...(['categoryKey', 'description'] as const).map((name): Field => ({
    name: `POST /quotes/requests body.lines[0].${name}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post('/quotes/requests')
          .send(linesRequest({ lines: [{ ...QUICK_LINE, [name]: value }] })),
      ),
    state: quotesState,
  })),
  ...(['id', 'uploadToken'] as const).map((field): Field => ({
    name: `POST /quotes/requests body.lines[0].attachments[].${field}`,
    where: 'body',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post('/quotes/requests')
          .send(
            linesRequest({
              lines: [
                {
                  ...QUICK_LINE,
                  attachments: [
                    { id: '0123456789abcdef01234567', uploadToken: 'token', [field]: value },
                  ],
                },
              ],
            }),
          ),
      ),
    state: quotesState,
  })),
  {
    name: 'POST /quotes/:id/reorder body.versions',
    where: 'body',
    type: 'string',
    send: (value) =>
      asPerson(request(server()).post(`/quotes/${linesQuoteId}/reorder`).send({ versions: value })),
  },
  param('POST /quotes/:id/reorder', (id) =>
    asPerson(request(server()).post(`/quotes/${id}/reorder`).send({ versions: 'pinned' })),
  ),
  param('POST /quotes/:id/lines/:line/repin-request', (line) =>
    asAdmin(request(server()).post(`/quotes/${linesQuoteId}/lines/${line}/repin-request`)),
  ),
  param(
    'POST /quotes/:id/lines/:line/repin',
    (line) => asPerson(request(server()).post(`/quotes/${linesQuoteId}/lines/${line}/repin`)),
    () =>
      db()
        .collection('quotes')
        .findOne({ _id: new Types.ObjectId(linesQuoteId) }),
  ),
  ...offerBadInputFields({ testApp: () => testApp, asAdmin, param, quoteId: () => offersQuoteId }),
  param('GET /styles/:id', (id) => asPerson(request(server()).get(`/styles/${id}`))),
  param('DELETE /styles/:id', (id) => asPerson(request(server()).delete(`/styles/${id}`))),
  param('POST /styles/:id/restore', (id) =>
    asPerson(request(server()).post(`/styles/${id}/restore`)),
  ),
  param('GET /styles/:id/versions/:version', (version) =>
    asPerson(request(server()).get(`/styles/${targetStyleId}/versions/${version}`)),
  ),
  param('GET /styles/:id/versions/:version/files/:fileId', (fileId) =>
    asPerson(request(server()).get(`/styles/${targetStyleId}/versions/1/files/${fileId}`)),
  ),
  {
    name: 'POST /styles/files multipart.kind',
    where: 'multipart',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post('/styles/files')
          .field('kind', textOf(value))
          .attach('file', PDF, { filename: 'pack.pdf' }),
      ),
    state: stylesState,
  },
  {
    name: 'POST /styles/files multipart.file (a file of text named .pdf)',
    where: 'multipart',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post('/styles/files')
          .field('kind', 'tech_pack')
          .attach('file', Buffer.from(textOf(value)), { filename: 'naughty.pdf' }),
      ),
    state: stylesState,
  },
  ...(['measurements', 'materials'] as const).map((what): Field => ({
    name: `POST /styles/:id/imports/${what} multipart.file (a CSV of text)`,
    where: 'multipart',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post(`/styles/${targetStyleId}/imports/${what}`)
          .attach('file', Buffer.from(textOf(value)), { filename: 'naughty.csv' }),
      ),
    state: stylesState,
  })),
  {
    name: 'POST /quotes/attachments multipart.file (a text field)',
    where: 'multipart',
    type: 'string',
    send: (value) => request(server()).post('/quotes/attachments').field('file', textOf(value)),
    state: attachmentsState,
  },
  {
    name: 'POST /quotes/attachments multipart.file (a file of text named .pdf)',
    where: 'multipart',
    type: 'string',
    send: (value) =>
      request(server())
        .post('/quotes/attachments')
        .attach('file', Buffer.from(textOf(value)), {
          filename: 'naughty.pdf',
          contentType: 'application/pdf',
        }),
    state: attachmentsState,
  },
  {
    name: 'POST /images multipart.image (a text field)',
    where: 'multipart',
    type: 'string',
    send: (value) => asPerson(request(server()).post('/images').field('image', textOf(value))),
    state: imagesState,
  },
  {
    name: 'POST /images multipart.image (a file of text)',
    where: 'multipart',
    type: 'string',
    send: (value) =>
      asPerson(
        request(server())
          .post('/images')
          .attach('image', Buffer.from(textOf(value)), {
            filename: 'naughty.png',
            contentType: 'image/png',
          }),
      ),
    state: imagesState,
  },
  // The back office's trash.
  param(
    'DELETE /quotes/:id',
    (id) => asAdmin(request(server()).delete(`/quotes/${id}`)),
    async () => ({
      quotes: await db().collection('quotes').countDocuments(),
      trash: await db().collection('trash').countDocuments(),
    }),
  ),
  {
    name: 'GET /trash query.kind',
    where: 'query',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .get('/trash')
          .query({ kind: value as string }),
      ),
  },
  param(
    'POST /trash/:id/restore',
    (id) => asAdmin(request(server()).post(`/trash/${id}/restore`)),
    trashState,
  ),
  param('DELETE /trash/:id', (id) => asAdmin(request(server()).delete(`/trash/${id}`)), trashState),
  param(
    'POST /trash/batches/:batchId/restore',
    (id) => asAdmin(request(server()).post(`/trash/batches/${id}/restore`)),
    trashState,
  ),
  // Saved views: the list, the name, the query and the flag; the id of the one to change.
  ...(['list', 'name', 'query', 'shared'] as const).map((field): Field => ({
    name: `POST /views body.${field}`,
    where: 'body',
    type: field === 'shared' ? 'boolean' : 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .post('/views')
          .send({ ...savedViewBody(), [field]: value }),
      ),
    state: savedViewsState,
    ...(field === 'name' || field === 'query'
      ? {
          stored: async (response: request.Response) =>
            (response.body as Record<string, unknown>)[field],
          normalize: (value: string) =>
            field === 'name' ? value.trim() : value.replace(/^\?/, ''),
        }
      : {}),
    // An admin keeps at most SAVED_VIEWS_MAX views: each accepted one goes again.
    cleanup: async (response: request.Response) => {
      await asAdmin(request(server()).delete(`/views/${response.body.id}`)).expect(200);
    },
  })),
  {
    name: 'GET /views query.list',
    where: 'query',
    type: 'string',
    send: (value) =>
      asAdmin(
        request(server())
          .get('/views')
          .query({ list: value as string }),
      ),
  },
  param(
    'PATCH /views/:id',
    (id) => asAdmin(request(server()).patch(`/views/${id}`).send({ name: 'Renamed' })),
    savedViewsState,
  ),
  param(
    'DELETE /views/:id',
    (id) => asAdmin(request(server()).delete(`/views/${id}`)),
    savedViewsState,
  ),
  // Bulk actions: the action or status, and the ids (each, and the list).
  ...(
    [
      ['/users/bulk', { action: 'make_admin' }, usersState],
      ['/quotes/bulk', { status: 'reviewing' }, undefined],
      ['/contacts/bulk', { action: 'mark_read' }, contactsState],
    ] as const
  ).flatMap(([path, rest, state]): Field[] => [
    {
      name: `POST ${path} body.${Object.keys(rest)[0]}`,
      where: 'body',
      type: 'string',
      send: (value) =>
        asAdmin(
          request(server())
            .post(path)
            .send({ [Object.keys(rest)[0]]: value, ids: [new Types.ObjectId().toHexString()] }),
        ),
      state,
    },
    {
      name: `POST ${path} body.ids`,
      where: 'body',
      type: 'string[]',
      send: (value) =>
        asAdmin(
          request(server())
            .post(path)
            .send({ ...rest, ids: value }),
        ),
      state,
    },
  ]),
];

/** The telemetry counted so far, in the database (the in-memory counts flushed first). */
async function telemetryState(): Promise<unknown> {
  await testApp.app.get(ReleaseTelemetryService).flush();
  return testApp.db.collection('release_telemetry').countDocuments();
}

function valuesFor(field: Field, offset: number): unknown[] {
  const sample = naughtyStrings.filter((_value, i) => (i + offset) % STRIDE === 0);
  switch (field.where) {
    case 'param':
      return [...sample, OVERSIZE, JSON.stringify({ $gt: '' }), '$where'];
    case 'query':
      // A query carries text only: an operator object arrives as `field[$gt]=`, an array as a
      // repeated parameter.
      return [...sample, OVERSIZE, { $gt: '' }, { $ne: 'x' }, ['a', 'b']];
    case 'multipart':
      return [...sample, OVERSIZE];
    case 'body':
      return [
        ...sample,
        ...OPERATOR_OBJECTS,
        ...WRONG_TYPES[field.type],
        OVERSIZE,
        OVER_BODY_LIMIT,
      ];
  }
}

/** Values that must be refused, not merely survived. A path segment is always text. */
function mustRefuse(field: Field, value: unknown): boolean {
  if (field.where === 'param') return false;
  if (field.where === 'multipart') return true;
  // Numbers in WRONG_TYPES.number are all out of range or of the wrong precision.
  if (field.type === 'number') return true;
  return typeof value !== 'string' || value === OVERSIZE || value === OVER_BODY_LIMIT;
}

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp);
  person = await signedInPerson(testApp);
  await asAdmin(request(server()).post('/categories').send(category(BASE_KEY))).expect(201);
  targetContactId = (await request(server()).post('/contacts').send(contact()).expect(201)).body
    .insertedId;
  await asAdmin(request(server()).post('/categories').send(category(QUOTE_CATEGORY))).expect(201);
  const file = await request(server())
    .post('/quotes/attachments')
    .attach('file', PDF, { filename: 'tech-pack.pdf' })
    .expect(201);
  targetQuoteId = (
    await request(server())
      .post('/quotes')
      .send(quote({ attachments: [{ id: file.body.id, uploadToken: file.body.uploadToken }] }))
      .expect(201)
  ).body.insertedId;
  await asAdmin(
    request(server()).patch(`/quotes/${targetQuoteId}`).send({ status: 'reviewing' }),
  ).expect(200);
  const ownQuote = async () =>
    (await asPerson(request(server()).post('/quotes').send(quote())).expect(201)).body
      .insertedId as string;
  const ordered = await ownQuote();
  await quoteIt(ordered);
  quotedQuoteId = ordered;
  targetOrderId = (await asPerson(request(server()).post('/orders').send(acceptance())).expect(201))
    .body._id;
  const ownOrder = async () => {
    quotedQuoteId = await ownQuote();
    await quoteIt(quotedQuoteId);
    const id = (await asPerson(request(server()).post('/orders').send(acceptance())).expect(201))
      .body._id as string;
    await asAdmin(
      request(server())
        .patch(`/orders/${id}/milestones/fabric_approval`)
        .send({ actualDate: future(0) }),
    ).expect(200);
    return id;
  };
  roundsOrderId = await ownOrder();
  decisionOrderId = await ownOrder();
  await asAdmin(
    request(server())
      .post(`/orders/${decisionOrderId}/samples/development_sample/rounds`)
      .send({ measurements: 'Chest 52 cm' }),
  ).expect(201);
  decisionSamples =
    (
      await db()
        .collection('orders')
        .findOne({ _id: new Types.ObjectId(decisionOrderId) })
    )?.samples ?? [];
  quotedQuoteId = await ownQuote();
  await quoteIt(quotedQuoteId);
  targetStyleId = (await asPerson(request(server()).post('/styles').send(styleBody())).expect(201))
    .body.id;
  linesQuoteId = (
    await asPerson(request(server()).post('/quotes/requests').send(linesRequest())).expect(201)
  ).body.insertedId;
  offersQuoteId = (await request(server()).post('/quotes').send(quote()).expect(201)).body
    .insertedId;
});

afterAll(async () => {
  await testApp?.close();
});

describe('hostile input', () => {
  it('covers the whole naughty-strings corpus across the fields', () => {
    const covered = new Set(
      FIELDS.flatMap((_field, offset) =>
        naughtyStrings.filter((_value, i) => (i + offset) % STRIDE === 0),
      ),
    );

    expect(covered.size).toBe(new Set(naughtyStrings).size);
    expect(new Set(FIELDS.map((field) => field.where))).toEqual(
      new Set(['body', 'query', 'param', 'multipart']),
    );
  });

  it.each(FIELDS.map((field, offset) => [field.name, field, offset] as const))(
    '%s: no 5xx, refusals are 4xx, nothing half-written',
    async (_name, field, offset) => {
      const problems: string[] = [];
      let before = await field.state?.();

      for (const value of valuesFor(field, offset)) {
        const response = await field.send(value);
        const shown = `${textOf(value).slice(0, 60)} → ${response.status}`;
        if (response.status >= 500) problems.push(`5xx: ${shown} ${response.text.slice(0, 200)}`);
        const refused = response.status >= 400 && response.status < 500;
        if (mustRefuse(field, value) && !refused) problems.push(`not refused: ${shown}`);
        if (!field.state) continue;
        if (refused) {
          const after = await field.state();
          if (JSON.stringify(after) !== JSON.stringify(before))
            problems.push(`changed the database: ${shown}`);
          continue;
        }
        if (field.stored && typeof value === 'string') {
          const stored = await field.stored(response);
          const expected = field.normalize ? field.normalize(value) : value;
          if (stored !== expected) problems.push(`stored ${JSON.stringify(stored)} for ${shown}`);
        }
        await field.cleanup?.(response);
        before = await field.state();
      }

      expect(problems).toEqual([]);
    },
  );
});

interface UploadRoute {
  /** The path as the OpenAPI document names it. */
  path: string;
  /** The path a request goes to, when the document's has a parameter. */
  url?: () => string;
  field: string;
  /** Text fields sent beside a well-formed file part (a style file's kind). */
  fields?: Record<string, string>;
  maxBytes: number;
  /** A valid file of the kinds the route takes. */
  sample: { bytes: Buffer; filename: string; contentType: string };
  required: string | string[];
  tooLarge: string;
  /** The answer to bytes that are not the route's kind of file. */
  wrongType: { status: number; message: string | string[] };
  as: (test: request.Test) => request.Test;
  state: () => Promise<unknown>;
}

const BOUNDARY = 'threadline-bad-input';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const UPLOAD_ROUTES: UploadRoute[] = [
  {
    path: '/quotes/attachments',
    field: 'file',
    maxBytes: QUOTE_ATTACHMENT_MAX_BYTES,
    sample: { bytes: PDF, filename: 'tech-pack.pdf', contentType: 'application/pdf' },
    required: QuoteMessages.attachmentRequired,
    tooLarge: QuoteMessages.attachmentTooLarge,
    wrongType: { status: 415, message: QuoteMessages.attachmentType },
    as: (test) => test,
    state: attachmentsState,
  },
  {
    path: '/images',
    field: 'image',
    maxBytes: IMAGE_MAX_BYTES,
    sample: { bytes: PNG, filename: 'swatch.png', contentType: 'image/png' },
    required: ApiMessages.imageRequired,
    tooLarge: ApiMessages.imageTooLarge,
    wrongType: { status: 415, message: ApiMessages.imageNotAnImage },
    as: asPerson,
    state: imagesState,
  },
  {
    path: '/styles/files',
    field: 'file',
    fields: { kind: 'tech_pack' },
    maxBytes: QUOTE_ATTACHMENT_MAX_BYTES,
    sample: { bytes: PDF, filename: 'tech-pack.pdf', contentType: 'application/pdf' },
    // Without a body the first thing missing is what the file is.
    required: [StyleMessages.fileKindInvalid],
    tooLarge: QuoteMessages.attachmentTooLarge,
    wrongType: { status: 415, message: StyleMessages.fileTypeRefused },
    as: asPerson,
    state: stylesState,
  },
  ...(['measurements', 'materials'] as const).map((what): UploadRoute => ({
    path: `/styles/{id}/imports/${what}`,
    url: () => `/styles/${targetStyleId}/imports/${what}`,
    field: 'file',
    maxBytes: STYLE_CSV_MAX_BYTES,
    sample: {
      bytes: Buffer.from('Point of measure\n'),
      filename: `${what}.csv`,
      contentType: 'text/csv',
    },
    required: [StyleMessages.csvFileRequired],
    tooLarge: 'File too large',
    // A CSV has no signature: bytes that are no chart are refused by its header row.
    wrongType: {
      status: 400,
      message: [
        what === 'measurements'
          ? StyleMessages.csvHeaderMeasurements
          : StyleMessages.csvHeaderMaterials,
      ],
    },
    as: asPerson,
    state: stylesState,
  })),
];

const urlOf = (route: UploadRoute) => route.url?.() ?? route.path;

/** A well-formed request's text fields, then its file. */
const withFields = (route: UploadRoute, test: request.Test) =>
  Object.entries(route.fields ?? {}).reduce((sent, [name, value]) => sent.field(name, value), test);

/** The head of one file part of a multipart body, as a browser writes it. */
const partHead = (route: UploadRoute) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${route.field}"; ` +
  `filename="${route.sample.filename}"\r\nContent-Type: ${route.sample.contentType}\r\n\r\n`;

const MALFORMED: {
  name: string;
  status: number | ((route: UploadRoute) => number);
  message: (route: UploadRoute) => string | string[];
  send: (route: UploadRoute) => request.Test;
}[] = [
  {
    name: 'no body at all',
    status: 400,
    message: (route) => route.required,
    send: (route) => route.as(request(server()).post(urlOf(route))),
  },
  {
    name: 'a multipart type with an empty body',
    status: 400,
    message: (route) => route.required,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
          .send(Buffer.alloc(0)),
      ),
  },
  {
    name: 'a body cut off inside the file',
    status: 400,
    message: () => ApiMessages.uploadMalformed,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
          .send(Buffer.concat([Buffer.from(partHead(route)), route.sample.bytes.subarray(0, 8)])),
      ),
  },
  {
    name: 'a body cut off inside a part head',
    status: 400,
    message: () => ApiMessages.uploadMalformed,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
          .send(partHead(route).slice(0, 40)),
      ),
  },
  {
    name: 'a multipart type without a boundary',
    status: 400,
    message: () => ApiMessages.uploadMalformed,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .set('Content-Type', 'multipart/form-data')
          .send(Buffer.concat([Buffer.from(partHead(route)), route.sample.bytes])),
      ),
  },
  {
    name: 'the file as JSON',
    status: 415,
    message: () => ApiMessages.uploadNotMultipart,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .send({ [route.field]: route.sample.bytes.toString('base64') }),
      ),
  },
  {
    name: 'the file as text/plain',
    status: 415,
    message: () => ApiMessages.uploadNotMultipart,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .set('Content-Type', 'text/plain')
          .send(route.sample.bytes.toString('latin1')),
      ),
  },
  {
    name: 'the raw bytes under their own type',
    status: 415,
    message: () => ApiMessages.uploadNotMultipart,
    send: (route) =>
      route.as(
        request(server())
          .post(urlOf(route))
          .set('Content-Type', route.sample.contentType)
          .send(route.sample.bytes),
      ),
  },
  {
    name: 'a file one byte over the limit',
    status: 413,
    message: (route) => route.tooLarge,
    send: (route) =>
      route.as(
        withFields(route, request(server()).post(urlOf(route))).attach(
          route.field,
          Buffer.concat([
            route.sample.bytes,
            Buffer.alloc(route.maxBytes + 1 - route.sample.bytes.length),
          ]),
          { filename: route.sample.filename, contentType: route.sample.contentType },
        ),
      ),
  },
  {
    name: 'a form of more parts than one upload takes',
    status: 400,
    message: () => ApiMessages.uploadTooManyParts(1, 10),
    send: (route) => {
      let form = withFields(route, request(server()).post(urlOf(route)));
      for (let index = 0; index < 12; index += 1) form = form.field(`extra${index}`, 'x');
      return route.as(
        form.attach(route.field, route.sample.bytes, {
          filename: route.sample.filename,
          contentType: route.sample.contentType,
        }),
      );
    },
  },
  {
    name: 'a file whose bytes are not its type',
    status: (route) => route.wrongType.status,
    message: (route) => route.wrongType.message,
    send: (route) =>
      route.as(
        withFields(route, request(server()).post(urlOf(route))).attach(
          route.field,
          Buffer.from('MZ\x90\x00 not a document at all'),
          {
            filename: route.sample.filename,
            contentType: route.sample.contentType,
          },
        ),
      ),
  },
];

describe('malformed uploads', () => {
  it('covers every route that takes a multipart body', async () => {
    const document = (await request(server()).get('/docs-json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    };
    const multipart = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => 'multipart/form-data' in (operation.requestBody?.content ?? {}))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );

    expect(multipart.sort()).toEqual(UPLOAD_ROUTES.map((route) => `POST ${route.path}`).sort());
  });

  it.each(
    UPLOAD_ROUTES.flatMap((route) =>
      MALFORMED.map((upload) => [route.path, upload.name, route, upload] as const),
    ),
  )(
    'POST %s with %s answers its 4xx and message, and stores nothing',
    async (_path, _name, route, upload) => {
      const before = await route.state();

      const response = await upload.send(route);

      expect({ status: response.status, message: response.body.message }).toEqual({
        status: typeof upload.status === 'number' ? upload.status : upload.status(route),
        message: upload.message(route),
      });
      expect(await route.state()).toEqual(before);
    },
  );
});
