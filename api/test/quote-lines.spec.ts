import { Types } from 'mongoose';
import request from 'supertest';
import type {
  AdminQuoteRequest,
  QuoteLinesDraft,
  QuoteRequest,
  QuoteThread,
  StyleDetail,
} from '@threadline/contracts';
import { QUOTE_LINES_MIGRATION, QuoteLinesMigration } from '../src/quotes/quote-lines-migration';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import {
  addStyleCategory,
  createStyle,
  PDF_BYTES,
  STYLE_CATEGORY,
  styleBody,
} from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let member: SignedInAccount;
let otherMember: SignedInAccount;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp();
  await addStyleCategory(testApp);
  member = await signedInPerson(testApp, { displayName: 'Ana Weaver' });
  otherMember = await signedInPerson(testApp);
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const as = (account: SignedInAccount) => ({
  get: (path: string) => request(testApp.server).get(path).auth(account.token, { type: 'bearer' }),
  post: (path: string) =>
    request(testApp.server).post(path).auth(account.token, { type: 'bearer' }),
});
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Navy and Ecru × S, M, L: 450 pieces. */
const MATRIX = [
  [100, 150, 50],
  [50, 50, 50],
];
const styleLine = (style: StyleDetail, version = style.latestVersion) => ({
  type: 'style',
  styleId: style.id,
  versionId: `${style.id}:${version}`,
  quantities: MATRIX,
  targetUnitPrice: 1250,
});
const quickLine = {
  type: 'quick',
  categoryKey: STYLE_CATEGORY,
  description: 'Tote bags in natural canvas, screen printed',
  quantity: 300,
};
const requestBody = (lines: object[]) => ({
  kind: 'bulk',
  lines,
  neededBy: future(90),
  destination: { country: 'GB', port: 'Felixstowe' },
  incoterm: 'FOB',
  currency: 'EUR',
});

async function saveV2(style: StyleDetail, account = member): Promise<void> {
  await as(account)
    .post(`/styles/${style.id}/versions`)
    .send({
      ...styleBody({
        styleNumber: style.styleNumber,
        measurements: [
          { name: 'Chest width', toleranceCm: 1, valuesCm: [51, 52, 54] },
          { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70, 72] },
        ],
      }),
      baseVersion: 1,
    })
    .expect(201);
}

async function sentRequest(lines: object[], account = member): Promise<string> {
  const response = await as(account).post('/quotes/requests').send(requestBody(lines));
  expect(response.status).toBe(201);
  return response.body.insertedId as string;
}

describe('a quote request of several lines', () => {
  it('stores a style line pinned to its version with its matrix, and a quick line', async () => {
    const style = await createStyle(testApp, member.token, { styleNumber: 'QL-1' });
    const id = await sentRequest([styleLine(style), quickLine]);

    const mine = (await as(member).get(`/quotes/${id}`).expect(200)).body as QuoteRequest;
    expect(mine.lines).toEqual([
      {
        type: 'style',
        styleId: style.id,
        versionId: `${style.id}:1`,
        version: 1,
        styleNumber: 'QL-1',
        styleName: 'Crew-neck tee',
        colourways: ['Navy', 'Ecru'],
        sizes: ['S', 'M', 'L'],
        quantities: MATRIX,
        targetUnitPrice: 1250,
      },
      { ...quickLine, attachments: [] },
    ]);
    expect(mine).toMatchObject({
      destination: { country: 'GB', port: 'Felixstowe' },
      incoterm: 'FOB',
      currency: 'EUR',
      kind: 'bulk',
      quantity: 750,
      name: 'Ana Weaver',
      email: member.email,
      status: 'new',
    });
    // The admin list reads it as every request is read.
    const listed = await as(admin).get('/quotes').query({ search: mine.reference }).expect(200);
    expect(listed.body.map((quote: AdminQuoteRequest) => quote._id)).toEqual([id]);
  });

  it('keeps a line on its version after the style changes, and the admin is told of the newer one', async () => {
    const style = await createStyle(testApp, member.token, { styleNumber: 'QL-2' });
    const id = await sentRequest([styleLine(style)]);
    await saveV2(style);

    const seen = (await as(admin).get(`/quotes/${id}`).expect(200)).body as AdminQuoteRequest;
    expect(seen.lines[0]).toMatchObject({
      versionId: `${style.id}:1`,
      version: 1,
      newerVersion: 2,
    });
    // The version it pins is still v1 as it was, and its tech pack is the admin's to open.
    const v1 = await as(admin).get(`/styles/${style.id}/versions/1`).expect(200);
    expect(v1.body.version.content.measurements[0].valuesCm).toEqual([50, 52, 54]);
    await as(admin).get(`/styles/${style.id}/versions/1/tech-pack.pdf`).expect(200);
  });

  it('refuses another member’s style or version with 404, and a matrix not of the version’s shape', async () => {
    const theirs = await createStyle(testApp, otherMember.token, { styleNumber: 'QL-THEIRS' });
    const refused = await as(member)
      .post('/quotes/requests')
      .send(requestBody([styleLine(theirs)]));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Style not found.');

    const mine = await createStyle(testApp, member.token, { styleNumber: 'QL-3' });
    const noVersion = await as(member)
      .post('/quotes/requests')
      .send(requestBody([styleLine(mine, 5)]));
    expect(noVersion.status).toBe(404);
    expect(noVersion.body.message).toBe('Version not found.');

    const wrongShape = await as(member)
      .post('/quotes/requests')
      .send(requestBody([{ ...styleLine(mine), quantities: [[300, 10]] }]));
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toEqual([
      "Line 1: the matrix has one row for each of the version's 2 colourways and one column for each of its 3 sizes.",
    ]);
  });

  it('refuses bad lines with the rule’s message, naming the line', async () => {
    const style = await createStyle(testApp, member.token, { styleNumber: 'QL-4' });
    const small = await as(member)
      .post('/quotes/requests')
      .send(requestBody([styleLine(style), { ...quickLine, quantity: 20 }]));
    expect(small.status).toBe(400);
    expect(small.body.message).toEqual(['Line 2: a bulk order is at least 300 pieces per style.']);
    const unknownCategory = await as(member)
      .post('/quotes/requests')
      .send(requestBody([{ ...quickLine, categoryKey: 'no-such' }]));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.message).toEqual([
      'Line 1: choose a product category from the catalogue.',
    ]);
    const admins = await as(admin)
      .post('/quotes/requests')
      .send(requestBody([quickLine]));
    expect(admins.status).toBe(403);
  });

  it('keeps each quick line’s own files', async () => {
    const upload = await request(testApp.server)
      .post('/quotes/attachments')
      .attach('file', PDF_BYTES, { filename: 'tote.pdf' })
      .expect(201);
    const { id: fileId, uploadToken } = upload.body as { id: string; uploadToken: string };
    const id = await sentRequest([
      { ...quickLine, attachments: [{ id: fileId, uploadToken }] },
      { ...quickLine, description: 'Tote bags in black canvas, no print' },
    ]);
    const mine = (await as(member).get(`/quotes/${id}`).expect(200)).body as QuoteRequest;
    expect(mine.lines.map((line) => line.type === 'quick' && line.attachments.length)).toEqual([
      1, 0,
    ]);
    await as(member).get(`/quotes/${id}/attachments/${fileId}`).expect(200);
    // The admin's quote page lists the file under its line and downloads it.
    const seen = (await as(admin).get(`/quotes/${id}`).expect(200)).body as AdminQuoteRequest;
    expect(seen.lines[0]).toMatchObject({
      type: 'quick',
      attachments: [
        {
          id: fileId,
          fileName: 'tote.pdf',
          contentType: 'application/pdf',
          size: PDF_BYTES.length,
        },
      ],
    });
    const download = await as(admin).get(`/quotes/${id}/attachments/${fileId}`).expect(200);
    expect(Buffer.from(download.body as Buffer).equals(PDF_BYTES)).toBe(true);
    // Another member reads neither the request nor its line's file.
    await as(otherMember).get(`/quotes/${id}/attachments/${fileId}`).expect(404);
    // A file joins one line of one request: sending its token again is refused, nothing stored.
    const again = await as(member)
      .post('/quotes/requests')
      .send(requestBody([{ ...quickLine, attachments: [{ id: fileId, uploadToken }] }]));
    expect(again.status).toBe(400);
  });

  it('checks a quick line’s file by its bytes: a text file named .pdf is refused', async () => {
    const upload = await request(testApp.server)
      .post('/quotes/attachments')
      .attach('file', Buffer.from('not a pdf at all'), {
        filename: 'fake.pdf',
        contentType: 'application/pdf',
      });
    expect(upload.status).toBe(415);
  });
});

describe('re-pinning a line and reordering', () => {
  it('lets the team ask in the thread, and the buyer re-pin the line to the newer version', async () => {
    const style = await createStyle(testApp, member.token, { styleNumber: 'QL-5' });
    const id = await sentRequest([quickLine, styleLine(style)]);
    const upToDate = await as(admin).post(`/quotes/${id}/lines/2/repin-request`);
    expect(upToDate.status).toBe(409);
    await saveV2(style);

    const asked = await as(admin).post(`/quotes/${id}/lines/2/repin-request`).expect(200);
    expect(asked.body).toEqual({ line: 2, from: 1, to: 2 });
    const quickOne = await as(admin).post(`/quotes/${id}/lines/1/repin-request`);
    expect(quickOne.status).toBe(409);
    expect(
      await as(otherMember)
        .post(`/quotes/${id}/lines/2/repin`)
        .then((r) => r.status),
    ).toBe(404);

    const repinned = await as(member).post(`/quotes/${id}/lines/2/repin`).expect(200);
    expect(repinned.body).toEqual({ line: 2, from: 1, to: 2 });
    const seen = (await as(admin).get(`/quotes/${id}`).expect(200)).body as AdminQuoteRequest;
    expect(seen.lines[1]).toMatchObject({ versionId: `${style.id}:2`, version: 2 });
    expect(seen.lines[1]).not.toHaveProperty('newerVersion');
    expect(seen.history.at(-1)).toMatchObject({
      event: 'line-repinned',
      line: 2,
      fromVersion: 1,
      toVersion: 2,
    });
    const thread = (await as(member).get(`/quotes/${id}/thread`).expect(200)).body as QuoteThread;
    expect(thread.messages.map((message) => message.text)).toEqual([
      'Line 2: the buyer has saved v2 of this style since; would you re-pin the line from v1 to v2?',
      'Line 2 re-pinned from v1 to v2.',
    ]);
    const audit = await testApp.db
      .collection('auditEntries')
      .findOne({ action: 'quote.repin_asked', 'target.id': id });
    expect(audit?.changes).toEqual([{ field: 'line 2', from: 'v1', to: 'v2' }]);
    expect((await as(member).post(`/quotes/${id}/lines/2/repin`)).status).toBe(409);
  });

  it('reorders with the same lines and quantities, pinned or at the latest version', async () => {
    const style = await createStyle(testApp, member.token, { styleNumber: 'QL-6' });
    const id = await sentRequest([styleLine(style), quickLine]);
    await saveV2(style);

    const pinned = (
      await as(member).post(`/quotes/${id}/reorder`).send({ versions: 'pinned' }).expect(200)
    ).body as QuoteLinesDraft;
    expect(pinned).toEqual({
      kind: 'bulk',
      lines: [styleLine(style, 1), quickLine],
      destination: { country: 'GB', port: 'Felixstowe' },
      incoterm: 'FOB',
      currency: 'EUR',
    });
    const latest = (
      await as(member).post(`/quotes/${id}/reorder`).send({ versions: 'latest' }).expect(200)
    ).body as QuoteLinesDraft;
    expect(latest.lines[0]).toEqual(styleLine(style, 2));

    // The prefill is a request the builder can send as it is.
    await sentRequest(latest.lines);
    expect(
      (await as(otherMember).post(`/quotes/${id}/reorder`).send({ versions: 'latest' })).status,
    ).toBe(404);
    const bad = await as(member).post(`/quotes/${id}/reorder`).send({ versions: 'newest' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Choose the versions: pinned or latest.']);
  });
});

describe('the migration of requests from before lines', () => {
  it('gives each its one quick line once, recorded in migrations, keeping its fields', async () => {
    const quotes = testApp.db.collection('quotes');
    const fileId = new Types.ObjectId();
    const legacy = {
      _id: new Types.ObjectId(),
      reference: 'Q-2025-0901',
      name: 'Old Buyer',
      email: 'old@brand.example',
      categoryKey: STYLE_CATEGORY,
      kind: 'bulk',
      quantity: 500,
      deadline: new Date('2027-01-10T00:00:00.000Z'),
      details: 'Poplin shirts in three colours, sizes M to XL.',
      sizes: [
        { size: 'M', quantity: 200 },
        { size: 'L', quantity: 300 },
      ],
      attachments: [{ id: fileId, fileName: 'spec.pdf', contentType: 'application/pdf', size: 9 }],
      status: 'quoted',
      ownerUid: member.uid,
      notes: [],
      history: [{ status: 'new', at: new Date('2025-06-01T00:00:00.000Z') }],
      createdAt: new Date('2025-06-01T00:00:00.000Z'),
      updatedAt: new Date('2025-06-01T00:00:00.000Z'),
    };
    const bare = { ...legacy, _id: new Types.ObjectId(), reference: 'Q-2025-0902' };
    delete (bare as Partial<typeof legacy>).sizes;
    await quotes.insertMany([legacy, bare]);
    const expectedLine = {
      type: 'quick',
      categoryKey: STYLE_CATEGORY,
      description: legacy.details,
      quantity: 500,
      sizes: { M: 200, L: 300 },
      attachments: [
        { id: fileId.toHexString(), fileName: 'spec.pdf', contentType: 'application/pdf', size: 9 },
      ],
    };

    // Before the migration, it reads as its one line already.
    const before = (await as(member).get(`/quotes/${legacy._id.toHexString()}`).expect(200))
      .body as QuoteRequest;
    expect(before.lines).toEqual([expectedLine]);

    await testApp.db.collection('migrations').deleteOne({ _id: QUOTE_LINES_MIGRATION as never });
    const migration = testApp.app.get(QuoteLinesMigration);
    expect(await migration.migrateOnce()).toBeGreaterThanOrEqual(2);
    const stored = await quotes.findOne({ _id: legacy._id });
    expect(stored?.lines).toEqual([
      {
        type: 'quick',
        categoryKey: STYLE_CATEGORY,
        description: legacy.details,
        quantity: 500,
        sizes: legacy.sizes,
        attachments: legacy.attachments,
      },
    ]);
    expect(stored).toMatchObject({ quantity: 500, details: legacy.details, status: 'quoted' });
    expect((await quotes.findOne({ _id: bare._id }))?.lines).toHaveLength(1);
    expect(
      await testApp.db.collection('migrations').findOne({ _id: QUOTE_LINES_MIGRATION as never }),
    ).toMatchObject({ done: true });

    const after = (await as(member).get(`/quotes/${legacy._id.toHexString()}`).expect(200))
      .body as QuoteRequest;
    expect(after.lines).toEqual([expectedLine]);
    // Once recorded, it does not run again.
    await quotes.updateOne({ _id: bare._id }, { $unset: { lines: '' } });
    expect(await migration.migrateOnce()).toBe(0);
    expect((await quotes.findOne({ _id: bare._id }))?.lines).toBeUndefined();
  });
});
