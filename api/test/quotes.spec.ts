import { parse } from 'csv-parse/sync';
import request from 'supertest';
import {
  QuoteMessages,
  QUOTE_REFERENCE_PATTERN,
  TOTAL_COUNT_HEADER,
  type QuoteStatus,
} from '@threadline/contracts';
import type { AuditEntryData } from '../src/audit/schemas/audit-entry.schema';
import { insertCategory } from './support/catalogue';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { SLOW_MACHINE_DATABASE_BOUND, startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let member: SignedInAccount;
let stranger: SignedInAccount;

const CATEGORY = 'quote-shirts';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  company: 'Weaver & Co.',
  categoryKey: CATEGORY,
  kind: 'bulk',
  quantity: 500,
  deadline: future(60),
  details: 'Poplin shirts in three colours, sizes M to XL.',
  ...overrides,
});
const server = () => testApp.server;
const bearer = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });
const send = (body: object, as?: SignedInAccount) =>
  request(server())
    .post('/quotes')
    .set(as ? bearer(as) : {})
    .send(body);
const upload = (bytes: Buffer, filename: string) =>
  request(server()).post('/quotes/attachments').attach('file', bytes, { filename });
const move = (id: string, body: object) =>
  request(server()).patch(`/quotes/${id}`).set(bearer(admin)).send(body);

async function createdQuote(overrides: Record<string, unknown> = {}, as?: SignedInAccount) {
  const response = await send(form(overrides), as).expect(201);
  return response.body as { insertedId: string; reference: string };
}

async function quoteAt(status: QuoteStatus, as?: SignedInAccount): Promise<string> {
  const { insertedId } = await createdQuote({}, as);
  const path: QuoteStatus[] =
    status === 'lost' ? ['lost'] : (['reviewing', 'quoted', 'won'] as QuoteStatus[]);
  for (const next of path) {
    if (status === 'new') break;
    const body =
      next === 'quoted'
        ? { status: next, unitPrice: 6.25, currency: 'USD', leadTimeDays: 60 }
        : { status: next };
    await move(insertedId, body).expect(200);
    if (next === status) break;
  }
  return insertedId;
}

beforeAll(async () => {
  // 200 concurrent requests below.
  testApp = await startTestApp(SLOW_MACHINE_DATABASE_BOUND);
  admin = await signedInAdmin(testApp);
  member = await signedInPerson(testApp);
  stranger = await signedInPerson(testApp);
  await insertCategory(testApp.db, CATEGORY);
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /quotes', () => {
  it('answers 201 with a human reference and stores the request as new', async () => {
    const { insertedId, reference } = await createdQuote();

    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(reference.startsWith(`Q-${new Date().getUTCFullYear()}-`)).toBe(true);
    const admins = await request(server()).get(`/quotes/${insertedId}`).set(bearer(admin));
    expect(admins.body).toMatchObject({ reference, status: 'new', quantity: 500, notes: [] });
    expect(admins.body.ownerUid).toBeUndefined();
  });

  it.each([
    [{ quantity: 299 }, QuoteMessages.bulkMinimum],
    [{ kind: 'sample', quantity: 51 }, QuoteMessages.sampleRange],
    [{ deadline: future(0) }, QuoteMessages.deadlineInPast],
    [{ details: 'short' }, QuoteMessages.detailsTooShort],
    [{ details: 'x'.repeat(5001) }, QuoteMessages.detailsTooLong],
    [{ targetUnitPrice: 4, currency: 'JPY' }, QuoteMessages.currencyInvalid],
    [{ categoryKey: 'no-such-category' }, QuoteMessages.categoryUnknown],
    [{ sizes: { M: 100 } }, QuoteMessages.sizesTotal],
  ])('refuses %p with its message', async (overrides, message) => {
    const before = await testApp.db.collection('quotes').countDocuments();

    const response = await send(form(overrides));

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([message]);
    expect(await testApp.db.collection('quotes').countDocuments()).toBe(before);
  });

  it.each([
    ['status', 'won'],
    ['ownerUid', 'someone'],
    ['owner', 'someone'],
    ['offer', { unitPrice: 1 }],
    ['unitPrice', 1],
    ['notes', [{ text: 'hi' }]],
    ['reference', 'Q-2026-0001'],
  ])('refuses a client-set %s with 400', async (field, value) => {
    const response = await send(form({ [field]: value }));

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([`property ${field} should not exist`]);
  });

  it('links a signed-in caller’s request to them, and refuses a bad bearer with 401', async () => {
    const { insertedId } = await createdQuote({}, member);

    const admins = await request(server()).get(`/quotes/${insertedId}`).set(bearer(admin));
    expect(admins.body.ownerUid).toBe(member.uid);
    const bad = await request(server())
      .post('/quotes')
      .set('Authorization', 'Bearer not-a-token')
      .send(form());
    expect(bad.status).toBe(401);
  });

  it('gives 200 concurrent requests 200 distinct references', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(form({ name: `Buyer ${i}` }))),
    );

    const refused = responses
      .filter((response) => response.status !== 201)
      .map((response) => ({ status: response.status, body: response.body as unknown }));
    expect(refused).toEqual([]);
    const references = responses.map((response) => response.body.reference as string);
    expect(new Set(references).size).toBe(200);
    references.forEach((reference) => expect(reference).toMatch(QUOTE_REFERENCE_PATTERN));
  });
});

describe('attachments', () => {
  it('takes a PDF tech pack and an image by their bytes, and refuses anything else with 415', async () => {
    const pdf = await upload(PDF, 'tech-pack.pdf').expect(201);
    const png = await upload(PNG, 'reference.png').expect(201);
    const fake = await upload(Buffer.from('<html>not a pdf</html>'), 'tech-pack.pdf');

    expect(pdf.body).toMatchObject({ contentType: 'application/pdf', fileName: 'tech-pack.pdf' });
    expect(png.body.contentType).toBe('image/png');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(QuoteMessages.attachmentType);
  });

  it('refuses a file over 10 MB with 413 and the catalogue message', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);

    const response = await upload(big, 'huge.pdf');

    expect(response.status).toBe(413);
    expect(response.body.message).toBe(QuoteMessages.attachmentTooLarge);
  });

  it('attaches the caller’s uploads, which the owner and admins can download', async () => {
    const pdf = (await upload(PDF, 'tech-pack.pdf').expect(201)).body;
    const { insertedId } = await createdQuote(
      { attachments: [{ id: pdf.id, uploadToken: pdf.uploadToken }] },
      member,
    );

    const own = await request(server()).get(`/quotes/${insertedId}`).set(bearer(member));
    expect(own.body.attachments).toEqual([
      { id: pdf.id, fileName: 'tech-pack.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    const download = await request(server())
      .get(`/quotes/${insertedId}/attachments/${pdf.id}`)
      .set(bearer(admin))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    await request(server())
      .get(`/quotes/${insertedId}/attachments/${pdf.id}`)
      .set(bearer(stranger))
      .expect(404);
  });

  it('refuses an attachment with a wrong token, an unknown id, or one already used', async () => {
    const pdf = (await upload(PDF, 'tech-pack.pdf').expect(201)).body;
    const wrongToken = await send(form({ attachments: [{ id: pdf.id, uploadToken: 'guess' }] }));
    const unknown = await send(
      form({ attachments: [{ id: '0123456789abcdef01234567', uploadToken: pdf.uploadToken }] }),
    );
    await send(form({ attachments: [{ id: pdf.id, uploadToken: pdf.uploadToken }] })).expect(201);
    const reused = await send(
      form({ attachments: [{ id: pdf.id, uploadToken: pdf.uploadToken }] }),
    );

    for (const response of [wrongToken, unknown, reused]) {
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual([QuoteMessages.attachmentUnknown]);
    }
  });

  it('refuses more than five attachments', async () => {
    const refs = Array.from({ length: 6 }, () => ({
      id: '0123456789abcdef01234567',
      uploadToken: 'x',
    }));

    const response = await send(form({ attachments: refs }));

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([QuoteMessages.attachmentsTooMany]);
  });
});

describe('the pipeline (PATCH /quotes/:id)', () => {
  it.each([
    ['new', 'reviewing'],
    ['new', 'lost'],
    ['reviewing', 'lost'],
    ['quoted', 'won'],
    ['quoted', 'lost'],
  ] as const)('moves %s → %s', async (from, to) => {
    const id = await quoteAt(from);

    const response = await move(id, { status: to });

    expect(response.status).toBe(200);
    expect(response.body.status).toBe(to);
    expect(response.body.history.map((change: { status: string }) => change.status).at(-1)).toBe(
      to,
    );
  });

  it.each([
    ['new', 'quoted'],
    ['new', 'won'],
    ['reviewing', 'won'],
    ['quoted', 'reviewing'],
    ['won', 'lost'],
    ['lost', 'reviewing'],
    ['new', 'new'],
  ] as const)('refuses %s → %s with 409', async (from, to) => {
    const id = await quoteAt(from);
    const body =
      to === 'quoted'
        ? { status: to, unitPrice: 5, currency: 'EUR', leadTimeDays: 30 }
        : { status: to };

    const response = await move(id, body);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(QuoteMessages.transitionRefused(from, to));
  });

  it('moves reviewing → quoted only with a unit price, a currency and a lead time', async () => {
    const id = await quoteAt('reviewing');

    const missing = await move(id, { status: 'quoted', unitPrice: 6.5 });
    const quoted = await move(id, {
      status: 'quoted',
      unitPrice: 6.5,
      currency: 'GBP',
      leadTimeDays: 45,
    });

    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual([
      QuoteMessages.currencyInvalid,
      QuoteMessages.leadTimeRequired,
    ]);
    expect(quoted.status).toBe(200);
    expect(quoted.body.offer).toMatchObject({ unitPrice: 6.5, currency: 'GBP', leadTimeDays: 45 });
  });

  it('lets only one of two admins racing on the same move win', async () => {
    const id = await quoteAt('new');

    const statuses = (
      await Promise.all([move(id, { status: 'reviewing' }), move(id, { status: 'reviewing' })])
    ).map((response) => response.status);

    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers 404 for a request that does not exist', async () => {
    await move('0123456789abcdef01234567', { status: 'reviewing' }).expect(404);
  });
});

describe('notes and what members see', () => {
  it('stores a note with its author and time, and never shows it to the owner', async () => {
    const id = await quoteAt('new', member);

    const noted = await move(id, { note: '  Called the buyer about fabric.  ' }).expect(200);
    expect(noted.body.notes).toEqual([
      {
        text: 'Called the buyer about fabric.',
        authorEmail: admin.email,
        createdAt: expect.any(String),
      },
    ]);

    const own = await request(server()).get(`/quotes/${id}`).set(bearer(member)).expect(200);
    const mine = await request(server()).get('/quotes/mine').set(bearer(member)).expect(200);
    expect(own.body.notes).toBeUndefined();
    expect(own.body.ownerUid).toBeUndefined();
    expect(JSON.stringify(own.body)).not.toContain('Called the buyer');
    expect(JSON.stringify(mine.body)).not.toContain('Called the buyer');
  });

  it('answers 404 to a signed-in person who neither owns the request nor is an admin', async () => {
    const id = await quoteAt('new', member);

    const response = await request(server()).get(`/quotes/${id}`).set(bearer(stranger));

    expect(response.status).toBe(404);
    expect(response.body.message).toBe(QuoteMessages.quoteNotFound);
  });

  it('shows a member their own requests only, with the quoted price and lead time', async () => {
    const buyer = await signedInPerson(testApp);
    const id = await quoteAt('quoted', buyer);
    await createdQuote({}, stranger);

    const mine = await request(server()).get('/quotes/mine').set(bearer(buyer)).expect(200);

    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      _id: id,
      status: 'quoted',
      offer: { unitPrice: 6.25, currency: 'USD', leadTimeDays: 60 },
    });
  });

  it('reports in-progress and won requests as the member’s profile figures', async () => {
    const buyer = await signedInPerson(testApp);
    const before = await request(server()).get('/users/me').set(bearer(buyer)).expect(200);
    expect(before.body.ordersCount).toBeUndefined();

    await quoteAt('new', buyer);
    await quoteAt('quoted', buyer);
    await quoteAt('won', buyer);
    await quoteAt('lost', buyer);
    const after = await request(server()).get('/users/me').set(bearer(buyer)).expect(200);

    expect(after.body).toMatchObject({ ordersCount: 2, projectsCount: 1 });
  });
});

describe('GET /quotes and /quotes/summary', () => {
  it('filters by status and searches name, email, company and reference, with the total in the header', async () => {
    const { reference } = await createdQuote({
      name: 'Zelda Unique',
      email: 'zelda@unique.example',
      company: 'Hyrule Mills',
    });

    for (const search of ['zelda unique', 'UNIQUE.EXAMPLE', 'hyrule', reference]) {
      const response = await request(server())
        .get('/quotes')
        .query({ search, status: 'new' })
        .set(bearer(admin))
        .expect(200);
      expect(response.body.map((quote: { reference: string }) => quote.reference)).toEqual([
        reference,
      ]);
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    }
    const none = await request(server())
      .get('/quotes')
      .query({ search: 'zelda', status: 'won' })
      .set(bearer(admin))
      .expect(200);
    expect(none.body).toEqual([]);
  });

  it('pages and sorts', async () => {
    const firstPage = await request(server())
      .get('/quotes')
      .query({ limit: 3, page: 1, sort: 'reference', order: 'asc' })
      .set(bearer(admin))
      .expect(200);
    const secondPage = await request(server())
      .get('/quotes')
      .query({ limit: 3, page: 2, sort: 'reference', order: 'asc' })
      .set(bearer(admin))
      .expect(200);
    const references = [...firstPage.body, ...secondPage.body].map(
      (quote: { reference: string }) => quote.reference,
    );

    expect(references).toHaveLength(6);
    expect([...references].sort()).toEqual(references);
    expect(Number(firstPage.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBeGreaterThan(200);
  });

  it('counts the requests per status', async () => {
    const summary = await request(server()).get('/quotes/summary').set(bearer(admin)).expect(200);
    const total = await testApp.db.collection('quotes').countDocuments();
    const won = await testApp.db.collection('quotes').countDocuments({ status: 'won' });

    expect(summary.body.total).toBe(total);
    expect(summary.body.won).toBe(won);
    expect(
      summary.body.new +
        summary.body.reviewing +
        summary.body.quoted +
        summary.body.won +
        summary.body.lost,
    ).toBe(total);
  });
});

describe('the audit trail', () => {
  const entries = () => testApp.db.collection<AuditEntryData>('auditEntries');

  /** The entries written while `act` ran (ObjectIds grow within one process). */
  async function entriesWrittenBy(act: () => Promise<unknown>): Promise<AuditEntryData[]> {
    const [latest] = await entries().find().sort({ _id: -1 }).limit(1).toArray();
    await act();
    return entries()
      .find(latest ? { _id: { $gt: latest._id } } : {})
      .sort({ _id: 1 })
      .toArray();
  }

  it('records a move as one entry: the admin, the request, status and offer before → after', async () => {
    const id = await quoteAt('reviewing');
    const { reference } = (await request(server()).get(`/quotes/${id}`).set(bearer(admin))).body;

    const written = await entriesWrittenBy(() =>
      move(id, { status: 'quoted', unitPrice: 6.25, currency: 'EUR', leadTimeDays: 45 }).expect(
        200,
      ),
    );

    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'quote.status_changed',
      actor: { id: admin.recordId, email: admin.email },
      target: { type: 'quote', id, label: reference },
      changes: [
        { field: 'status', from: 'reviewing', to: 'quoted' },
        { field: 'unitPrice', to: '6.25' },
        { field: 'currency', to: 'EUR' },
        { field: 'leadTimeDays', to: '45' },
      ],
    });
  });

  it('records a note as one entry holding only the note’s start', async () => {
    const id = await quoteAt('new');
    const note = `Call the buyer about the fabric weight. ${'Long internal detail. '.repeat(10)}`;

    const written = await entriesWrittenBy(() => move(id, { note }).expect(200));

    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: 'quote.note_added', target: { type: 'quote', id } });
    const [change] = written[0].changes ?? [];
    expect(change.field).toBe('note');
    expect(change.to?.startsWith('Call the buyer about the fabric weight.')).toBe(true);
    expect(change.to?.length).toBeLessThan(note.length);
  });

  it('leaves no entry for a move the pipeline refuses (409), nor for an unknown request (404)', async () => {
    const id = await quoteAt('won');

    const written = await entriesWrittenBy(async () => {
      await move(id, { status: 'reviewing' }).expect(409);
      await move('0123456789abcdef01234567', { status: 'reviewing' }).expect(404);
    });

    expect(written).toEqual([]);
    expect((await request(server()).get(`/quotes/${id}`).set(bearer(admin))).body.status).toBe(
      'won',
    );
  });
});

describe('GET /quotes/export.csv', () => {
  const download = (query: Record<string, string>, as: SignedInAccount = admin) =>
    request(server())
      .get('/quotes/export.csv')
      .query(query)
      .set(bearer(as))
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => callback(null, text));
      });
  const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { columns: true });

  it('answers a CSV attachment with a header row and the requests GET /quotes lists, formulas neutralised', async () => {
    const { reference } = await createdQuote({
      name: '=HYPERLINK("http://evil.example","Export me")',
      company: 'Export Mills',
    });

    const response = await download({ search: 'export mills', status: 'new' }).expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quote-requests.csv"',
    );
    const text = response.body as string;
    expect(text.split('\r\n')[0]).toBe(
      '"id","reference","status","name","email","company","phone","categoryKey","kind","quantity","sizes","targetUnitPrice","targetCurrency","deadline","details","attachments","unitPrice","currency","leadTimeDays","quotedAt","notes","createdAt","updatedAt"',
    );
    const rows = rowsOf(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      status: 'new',
      name: '\'=HYPERLINK("http://evil.example","Export me")',
      company: 'Export Mills',
      quantity: '500',
    });
  });

  it('takes the filters and order of GET /quotes', async () => {
    const query = { status: 'won', sort: 'reference', order: 'asc' };
    const listed = await request(server())
      .get('/quotes')
      .query({ ...query, limit: 100 })
      .set(bearer(admin))
      .expect(200);

    const rows = rowsOf((await download(query).expect(200)).body as string);

    expect(listed.body.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.reference)).toEqual(
      listed.body.map((quote: { reference: string }) => quote.reference),
    );
  });

  it('is itself an audit entry naming its filters, for admins only, and refuses a bad filter', async () => {
    const entries = testApp.db.collection<AuditEntryData>('auditEntries');
    const before = await entries.countDocuments({ action: 'quotes.exported' });

    await download({ status: 'quoted', search: 'mills' }).expect(200);
    await download({}, member).expect(403);
    const refused = await download({ status: 'archived' }).expect(400);

    const written = await entries.find({ action: 'quotes.exported' }).sort({ _id: -1 }).toArray();
    expect(written).toHaveLength(before + 1);
    expect(written[0]).toMatchObject({
      actor: { id: admin.recordId, email: admin.email },
      target: { type: 'export', id: 'quotes', label: 'status=quoted, search=mills' },
    });
    expect(JSON.parse(refused.body as string).message).toEqual([
      QuoteMessages.quoteStatusFilterInvalid,
    ]);
  });
});
