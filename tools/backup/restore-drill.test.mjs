// The restore drill: a real API process writes what a manufacturer cannot lose (seeded catalogue
// and admin, contact messages, quote requests with an attachment, audit entries, uploaded images
// in GridFS), `npm run backup`'s code archives it, the database is wiped, the archive restored,
// and every collection is compared document by document and every stored file byte by byte,
// through the driver and through the API as a client fetches them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BSON, GridFSBucket, MongoClient } from 'mongodb';
import { startHarness } from '../harness/start-harness.mjs';
import { freePort, waitForHttp } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';
import { repoRoot } from '../process/repo-root.mjs';
import { seed } from '../harness/seed-data.mjs';
import { adminSessionToken, passkeyOriginOf } from '../harness/passkey-authenticator.mjs';
import { API_BUILD_OUTPUTS, apiEnvironment, requireBuilt } from '../hosting/stack.mjs';
import { backupDatabase, pruneArchives, restoreDatabase } from './database-archive.mjs';

const { EJSON } = BSON;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

let harness;
let api;
let apiUrl;
let uri;
let client;
let db;
let dir;
let admin;
let apiEnv;

beforeAll(async () => {
  requireBuilt(API_BUILD_OUTPUTS);
  harness = await startHarness({ redis: false });
  const server = new URL(harness.env.MONGODB_URI);
  server.pathname = `/restore_drill_${Date.now()}`;
  uri = server.toString();
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const env = apiEnvironment({
    harnessEnv: { ...harness.env, MONGODB_URI: uri },
    ports: { shell: 1, public: 2, dashboard: 3, api: port },
    jwtSecret: 'restore-drill-secret-0123456789abcdef0123456789',
    logLevel: 'warn',
    extraEnv: { REDIS_URL: '', IMAGE_CLEANUP_INTERVAL_SECONDS: '0', SESSION_SYNC_SECONDS: '0' },
  });
  // The drill compares the database before the backup with what it holds after: a worker moving
  // the quotes' emails along meanwhile would change it, so this API sends none (they stay queued).
  delete env.SMTP_URL;
  apiEnv = env;
  admin = await seed(env);
  api = startService('api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env,
    quiet: true,
  });
  await waitForHttp(`${apiUrl}/health/live`, { name: 'API', isAlive: api.isAlive }).catch(
    (error) => {
      throw new Error(`${error.message}\n${lastOutput(api)}`);
    },
  );
  client = new MongoClient(uri);
  await client.connect();
  db = client.db();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-backups-'));
}, 180_000);

afterAll(async () => {
  await client?.close();
  await api?.stop();
  await harness?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The seed admin's session, stepped up with a passkey: uploads and categories are admin routes. */
function adminToken() {
  return adminSessionToken({
    origin: passkeyOriginOf(apiEnv),
    authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
    apiUrl,
    email: admin.adminEmail,
    password: admin.adminPassword,
  });
}

async function post(pathname, body, token) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${apiUrl}${pathname}`, {
    method: 'POST',
    headers: {
      ...(isForm ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: isForm ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** Every collection as canonical EJSON, document by document in _id order. */
async function snapshot() {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  const collections = {};
  for (const name of names) {
    const docs = await db
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    collections[name] = docs.map((doc) => EJSON.stringify(doc, { relaxed: false }));
  }
  return collections;
}

/** Every GridFS file of a bucket: its id and its bytes. */
async function storedFiles(bucketName) {
  const bucket = new GridFSBucket(db, { bucketName });
  const files = await bucket.find({}, { sort: { _id: 1 } }).toArray();
  const contents = [];
  for (const file of files) {
    const chunks = [];
    for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk);
    contents.push({ id: file._id.toHexString(), bytes: Buffer.concat(chunks) });
  }
  return contents;
}

const imageBytes = async (url) => {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('backup and restore (npm run backup / npm run restore)', () => {
  it('restores every document and every image byte for byte after the database is wiped', async () => {
    const token = await adminToken();
    // Contact messages.
    for (const n of [1, 2, 3])
      await post('/contacts', {
        name: `Buyer ${n}`,
        email: `buyer${n}@brand.test`,
        message: `We would like ${n * 100} linen shirts.`,
      });
    // Images in GridFS, and a category that uses them (an audit entry).
    const uploads = [];
    for (const name of ['front.png', 'back.png']) {
      const form = new FormData();
      form.append('image', new Blob([PNG], { type: 'image/png' }), name);
      uploads.push((await post('/images', form, token)).data.url);
    }
    await post(
      '/categories',
      {
        key: 'drill-aprons',
        title: 'Aprons',
        description: 'Workwear aprons in canvas.',
        image: uploads[0],
        icon: 'Package',
        galleryImages: uploads,
        createdAt: new Date().toISOString(),
      },
      token,
    );
    // Quote requests, one with an attachment (GridFS quoteAttachments).
    const attachment = new FormData();
    attachment.append('file', new Blob([PDF], { type: 'application/pdf' }), 'spec.pdf');
    const pdf = await post('/quotes/attachments', attachment);
    const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    for (const quantity of [500, 800])
      await post('/quotes', {
        name: 'Ana Weaver',
        email: 'ana@brand.example',
        company: 'Weaver & Co.',
        categoryKey: 'drill-aprons',
        kind: 'bulk',
        quantity,
        deadline,
        details: 'Canvas aprons with two pockets, natural colour.',
        ...(quantity === 500 && {
          attachments: [{ id: pdf.id, uploadToken: pdf.uploadToken }],
        }),
      });

    const before = await snapshot();
    for (const needed of ['contacts', 'quotes', 'images.files', 'images.chunks', 'users'])
      expect(before[needed]?.length).toBeGreaterThan(0);
    expect(Object.keys(before).some((name) => /audit/i.test(name))).toBe(true);
    const auditCollection = Object.keys(before).find((name) => /audit/i.test(name));
    expect(before[auditCollection].length).toBeGreaterThan(0);
    const imagesBefore = await storedFiles('images');
    const attachmentsBefore = await storedFiles('quoteAttachments');
    expect(imagesBefore.length).toBeGreaterThanOrEqual(2);
    expect(attachmentsBefore).toHaveLength(1);
    const servedBefore = await Promise.all(uploads.map(imageBytes));

    const archive = await backupDatabase({ uri, dir });
    expect(path.basename(archive.file)).toMatch(
      /^threadline-restore_drill_\d+-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.ejson\.gz$/,
    );
    expect(archive.documents).toBe(
      Object.values(before).reduce((sum, docs) => sum + docs.length, 0),
    );
    // Nothing wrote meanwhile: the snapshot is what the archive holds.
    expect(await snapshot()).toEqual(before);

    await db.dropDatabase();
    expect(Object.keys(await snapshot())).toEqual([]);
    expect((await imageBytes(uploads[0])).status).toBe(404);

    const restored = await restoreDatabase({ uri, file: archive.file });
    console.log(
      `Restore drill: ${archive.collections} collections, ${archive.documents} documents ` +
        `(${imagesBefore.length} images, ${attachmentsBefore.length} attachment) archived, wiped, restored`,
    );
    expect(restored.documents).toBe(archive.documents);

    const after = await snapshot();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of Object.keys(before)) expect(after[name]).toEqual(before[name]);
    expect(await storedFiles('images')).toEqual(imagesBefore);
    expect(await storedFiles('quoteAttachments')).toEqual(attachmentsBefore);
    // As a client sees them: the same images, byte for byte, from the API.
    const servedAfter = await Promise.all(uploads.map(imageBytes));
    expect(servedAfter.map((image) => image.status)).toEqual([200, 200]);
    for (const [index, image] of servedAfter.entries())
      expect(image.bytes.equals(servedBefore[index].bytes)).toBe(true);
    const categories = await (await fetch(`${apiUrl}/categories/drill-aprons`)).json();
    expect(categories.galleryImages).toEqual(uploads);
  }, 120_000);

  it('refuses an archive that was cut short', async () => {
    const archive = await backupDatabase({ uri, dir });
    const zlib = await import('node:zlib');
    const lines = zlib.gunzipSync(fs.readFileSync(archive.file)).toString().split('\n');
    const cut = path.join(dir, 'cut.ejson.gz');
    fs.writeFileSync(cut, zlib.gzipSync(lines.slice(0, Math.ceil(lines.length / 2)).join('\n')));
    await expect(restoreDatabase({ uri, file: cut })).rejects.toThrow(/cut short/);
  }, 60_000);

  it('keeps only the newest archives the retention asks for', () => {
    const retention = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-retention-'));
    try {
      const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
      for (const day of days)
        fs.writeFileSync(path.join(retention, `threadline-prod-${day}T02-00-00Z.ejson.gz`), '');
      fs.writeFileSync(path.join(retention, 'threadline-other-2026-11-01T02-00-00Z.ejson.gz'), '');
      const removed = pruneArchives(retention, 'prod', 2);
      expect(removed).toEqual([
        'threadline-prod-2026-11-20T02-00-00Z.ejson.gz',
        'threadline-prod-2026-11-21T02-00-00Z.ejson.gz',
      ]);
      expect(fs.readdirSync(retention).sort()).toEqual([
        'threadline-other-2026-11-01T02-00-00Z.ejson.gz',
        'threadline-prod-2026-11-22T02-00-00Z.ejson.gz',
        'threadline-prod-2026-11-23T02-00-00Z.ejson.gz',
      ]);
    } finally {
      fs.rmSync(retention, { recursive: true, force: true });
    }
  });
});
