// The style library at scale: 10,000 styles (BENCH_STYLES) across 100 members (BENCH_MEMBERS),
// written straight into the database as the API stores them (a head, a version, a taken number
// and a library entry each), then the p50/p99 of
// - the admin's styles list (every member's library), first page and a search;
// - one member's search in their own library;
// - a version page whose diff compares 60 points of measure × 30 sizes (every value changed),
//   100 material lines and 20 colourways, the limits' worst case;
// each beside a bare node:http server sending the same bytes in the same run (the floor of
// answering at all). Budget: p99 < 50 ms. Then the tech-pack PDF of that version: through the API
// (time), and in a process of its own with two 2000 × 2000 pictures (time and peak memory, beside
// the same process's resident size before it starts). Budget: < 1 s and < 100 MB.
// Loopback only; every loop bounded.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { seed, sessionToken } from '@threadline/tools/harness/seed-data';
import { freePort, waitForHttp } from '@threadline/tools/process/ports';
import { startService } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import { apiEnvironment } from '@threadline/tools/hosting/stack';
import {
  adminSessionToken,
  passkeyOriginOf,
} from '@threadline/tools/harness/passkey-authenticator';
import { fetcher, statsOf, timed } from './lib/timed-samples.mjs';

const require = createRequire(import.meta.resolve('@threadline/tools/process/repo-root'));
const { MongoClient, ObjectId } = require('mongodb');
const contracts = createRequire(import.meta.url)('@threadline/contracts');
const STYLE_LIMITS = {
  colourways: contracts.STYLE_COLOURWAYS_MAX,
  sizes: contracts.STYLE_SIZES_MAX,
  pointsOfMeasure: contracts.STYLE_POINTS_MAX,
  materials: contracts.STYLE_MATERIALS_MAX,
};

const STYLES = Number(process.env.BENCH_STYLES ?? 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PDF_SAMPLES = Number(process.env.BENCH_PDF_SAMPLES ?? 20);
const BATCH = 1000;
const BUDGET_MS = 50;
const PDF_BUDGET_MS = 1000;
const PDF_BUDGET_MB = 100;
const SEASONS = ['SS26', 'AW26', 'SS27', 'AW27'];
const CATEGORY = 'shirts';

const sizesOf = (count) =>
  Array.from({ length: count }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);

/** The content of a version at the limits: `shift` moves every measurement, so v2 differs in all. */
function fullContent(styleNumber, shift) {
  const sizes = sizesOf(STYLE_LIMITS.sizes);
  return {
    styleNumber,
    name: 'Limits shirt',
    categoryKey: CATEGORY,
    season: 'SS27',
    description: 'Every list at its limit',
    fabric: 'Poplin',
    composition: '100% cotton',
    colourways: Array.from({ length: STYLE_LIMITS.colourways }, (_, i) => ({
      name: `Colour ${i + 1}`,
      colourCode: `19-${4000 + i} TCX`,
      swatch: `#${(0x102030 + i * 0x050505).toString(16).padStart(6, '0')}`,
    })),
    sizes,
    measurements: Array.from({ length: STYLE_LIMITS.pointsOfMeasure }, (_, p) => ({
      name: `Point of measure ${p + 1}`,
      toleranceCm: 0.5,
      valuesCm: sizes.map((_, s) => Math.round((40 + p + s * 1.5 + shift) * 10) / 10),
    })),
    materials: Array.from({ length: STYLE_LIMITS.materials }, (_, m) => ({
      kind: m % 3 === 0 ? 'material' : 'trim',
      description: `Material ${m + 1}${shift && m % 10 === 0 ? ' (changed)' : ''}`,
      supplier: `Mill ${m % 7}`,
      colour: 'Navy',
      placement: 'Body',
      consumption: 1 + (m % 5) / 10,
      unit: 'pcs',
    })),
    fileIds: [],
  };
}

function smallContent(n) {
  return {
    styleNumber: `ST-${String(n).padStart(5, '0')}`,
    name: `${n % 2 ? 'Oxford' : 'Linen'} shirt ${n}`,
    categoryKey: CATEGORY,
    season: SEASONS[n % SEASONS.length],
    colourways: [{ name: 'Navy', swatch: '#1f2a44' }],
    sizes: ['S', 'M', 'L'],
    measurements: [{ name: 'Chest', toleranceCm: 1, valuesCm: [50, 52, 54] }],
    materials: [],
    fileIds: [],
  };
}

/** A style's documents, as api/src/styles/style-store.ts writes them. */
function styleDocuments(ownerUid, content, versions, at) {
  const styleId = new ObjectId();
  const actor = { uid: ownerUid, name: 'Bench buyer' };
  const history = versions.map((_, i) => ({ version: i + 1, savedAt: at, savedBy: actor }));
  return {
    styleId,
    head: {
      _id: styleId,
      ownerUid,
      ownerName: `Buyer ${ownerUid}`,
      styleNumber: content.styleNumber,
      name: content.name,
      season: content.season,
      categoryKey: content.categoryKey,
      latestVersion: versions.length,
      history,
      createdAt: at,
      updatedAt: at,
    },
    versions: versions.map((versionContent, i) => ({
      _id: `${styleId.toHexString()}:${i + 1}`,
      styleId,
      version: i + 1,
      savedAt: at,
      savedBy: actor,
      content: versionContent,
      files: [],
    })),
    number: { _id: `${ownerUid}|${content.styleNumber.toLowerCase()}`, styleId },
    entry: {
      styleNumber: content.styleNumber,
      name: content.name,
      season: content.season,
      categoryKey: content.categoryKey,
      latestVersion: versions.length,
      ownerName: `Buyer ${ownerUid}`,
      updatedAt: at,
    },
  };
}

async function signUpMember({ authEmulatorHost, projectId }, email, password) {
  const answer = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await answer.json();
  if (!body.localId) throw new Error(`The Auth emulator refused the member (${answer.status})`);
  // A session needs a verified address: the emulator's admin call marks it, as the journeys do.
  const verified = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: body.localId, emailVerified: true }),
    },
  );
  if (!verified.ok)
    throw new Error(`The Auth emulator did not verify the member (${verified.status})`);
  return body.localId;
}

const PDF_CHILD = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'lib/tech-pack-child.cjs',
);

if (!fs.existsSync(`${repoRoot}/api/dist/main.js`)) {
  console.error('api/dist/main.js is missing: run `npm run build -w @threadline/api` first.');
  process.exit(2);
}
const harness = await startHarness({ redis: false });
try {
  const uri = new URL(harness.env.MONGODB_URI);
  uri.pathname = `/styles_bench_${Date.now()}`;
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const env = apiEnvironment({
    harnessEnv: { ...harness.env, MONGODB_URI: uri.toString() },
    ports: { shell: 1, public: 2, dashboard: 3, api: port },
    jwtSecret: 'styles-bench-secret-0123456789abcdef0123456789abcdef',
    logLevel: 'warn',
    extraEnv: {
      NODE_ENV: 'production',
      STAGING_AUTH_EMULATOR: 'true',
      REDIS_URL: '',
      THROTTLE_JWT_LIMIT: '1000000',
      MAIL_FROM: 'Threadline <no-reply@bench.threadline.test>',
    },
  });
  const seeded = await seed({ ...env, SEED_FAKE_USERS: '0' });
  const memberEmail = `styles-bench-${Date.now()}@bench.threadline.test`;
  const memberPassword = 'Bench#2026';
  const memberUid = await signUpMember(
    {
      authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
      projectId: harness.env.FIREBASE_PROJECT_ID,
    },
    memberEmail,
    memberPassword,
  );
  const owners = [
    memberUid,
    ...Array.from({ length: MEMBERS - 1 }, (_, i) => `bench-member-${i + 1}`),
  ];

  const client = new MongoClient(uri.toString());
  await client.connect();
  const db = client.db();
  const seedStart = performance.now();
  const libraries = new Map(owners.map((uid) => [uid, {}]));
  const at0 = Date.UTC(2026, 0, 1);
  for (let from = 0; from < STYLES; from += BATCH) {
    const heads = [];
    const versions = [];
    const numbers = [];
    for (let n = from; n < Math.min(STYLES, from + BATCH); n++) {
      const owner = owners[n % MEMBERS];
      const docs = styleDocuments(
        owner,
        smallContent(n),
        [smallContent(n)],
        new Date(at0 + n * 60_000),
      );
      heads.push(docs.head);
      versions.push(...docs.versions);
      numbers.push(docs.number);
      libraries.get(owner)[docs.styleId.toHexString()] = docs.entry;
    }
    await db.collection('styles').insertMany(heads, { ordered: false });
    await db.collection('style_versions').insertMany(versions, { ordered: false });
    await db.collection('style_numbers').insertMany(numbers, { ordered: false });
  }
  const limits = styleDocuments(
    memberUid,
    fullContent('LIMITS-1', 1),
    [fullContent('LIMITS-1', 0), fullContent('LIMITS-1', 1)],
    new Date(),
  );
  await db.collection('styles').insertOne(limits.head);
  await db.collection('style_versions').insertMany(limits.versions);
  await db.collection('style_numbers').insertOne(limits.number);
  libraries.get(memberUid)[limits.styleId.toHexString()] = limits.entry;
  await db
    .collection('style_libraries')
    .insertMany([...libraries].map(([uid, entries]) => ({ _id: uid, entries })));
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const api = startService('api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env,
    quiet: true,
  });
  try {
    await waitForHttp(`${apiUrl}/health/ready`, { timeoutMs: 600_000, isAlive: api.isAlive });
    const tokens = {
      admin: await adminSessionToken({
        authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
        apiUrl,
        email: seeded.adminEmail,
        password: seeded.adminPassword,
        origin: passkeyOriginOf(env),
      }),
      member: await sessionToken({
        authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
        apiUrl,
        email: memberEmail,
        password: memberPassword,
      }),
    };
    console.log(
      `\n${STYLES + 1} styles across ${MEMBERS} members on FerretDB (seeded in ${seedSeconds.toFixed(0)} s), ${SAMPLES} samples each`,
    );
    const bodyOf = async (route, who) => {
      const answer = await fetch(`${apiUrl}${route}`, {
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      if (!answer.ok)
        throw new Error(`GET ${route} as ${who}: ${answer.status} ${await answer.text()}`);
      return {
        bytes: Buffer.from(await answer.arrayBuffer()),
        type: answer.headers.get('content-type'),
        total: answer.headers.get('x-total-count'),
      };
    };
    /** The API's route, in turns with a bare node:http server answering the same bytes. */
    async function besideRawHttp(route, who, samples) {
      const { bytes, type } = await bodyOf(route, who);
      const server = http.createServer((request, response) => {
        response.writeHead(200, { 'content-type': type });
        response.end(bytes);
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const raw = fetcher(`http://127.0.0.1:${server.address().port}/`, '');
        return await timed(fetcher(`${apiUrl}${route}`, tokens[who]), raw, samples);
      } finally {
        server.close();
      }
    }
    const ms = (value) => value.toFixed(1).padStart(7);
    const print = (label, row, budget = BUDGET_MS) =>
      console.log(
        `  ${label.padEnd(40)} p50 ${ms(row.p50)} ms   p99 ${ms(row.p99)} ms   ${(row.bytes / 1024)
          .toFixed(1)
          .padStart(7)} KB` +
          `   raw http p50 ${ms(row.reference.p50)} p99 ${ms(row.reference.p99)} ms, p99 ÷ it ${(row.p99 / row.reference.p99).toFixed(1)}` +
          (row.failed ? `   (${row.failed} not OK)` : '') +
          (row.p99 < budget ? '   within budget' : '   OVER budget'),
      );
    // The first admin read after start reads every library whole (then the copy is kept): timed
    // on its own, and tried again when the loaded machine made it outlast the database timeout.
    const firstStart = performance.now();
    let first;
    for (let attempt = 0; attempt < 5 && !first?.ok; attempt++)
      first = await fetcher(`${apiUrl}/styles`, tokens.admin)();
    console.log(
      `  ${'admin: first read after start'.padEnd(40)} ${((performance.now() - firstStart) / 1000).toFixed(1)} s` +
        (first.ok ? '' : '   (not OK)'),
    );
    // The member's styles are the even numbers: all of them "Linen shirt n".
    const memberSearch = '/styles?search=linen%2012';
    const memberTotal = (await bodyOf(memberSearch, 'member')).total;
    const rows = [
      ['admin: list, first page', '/styles', 'admin'],
      ['admin: search "oxford 77"', '/styles?search=oxford%2077', 'admin'],
      ['admin: season SS27, page 5', '/styles?season=SS27&page=5', 'admin'],
      [`member: search "linen 12" (${memberTotal} found)`, memberSearch, 'member'],
      ['member: list, first page', '/styles', 'member'],
      [
        `version diff, ${STYLE_LIMITS.pointsOfMeasure} × ${STYLE_LIMITS.sizes} measurements`,
        `/styles/${limits.styleId.toHexString()}/versions/2`,
        'member',
      ],
    ];
    for (const [label, route, who] of rows) print(label, await besideRawHttp(route, who));
    const pdfRoute = `/styles/${limits.styleId.toHexString()}/versions/2/tech-pack.pdf`;
    print(
      `tech-pack PDF via the API (no pictures)`,
      await besideRawHttp(pdfRoute, 'member', PDF_SAMPLES),
      PDF_BUDGET_MS,
    );

    const styleFile = path.join(repoRoot, '.data', `styles-bench-${process.pid}.json`);
    fs.mkdirSync(path.dirname(styleFile), { recursive: true });
    fs.writeFileSync(styleFile, JSON.stringify([limits.head, limits.versions[1]]));
    try {
      const apiRequire = createRequire(path.join(repoRoot, 'api/package.json'));
      const child = spawnSync(process.execPath, [PDF_CHILD], {
        encoding: 'utf8',
        env: {
          ...process.env,
          TECH_PACK_MODULE: path.join(repoRoot, 'api/dist/styles/style-tech-pack.js'),
          SHARP_MODULE: apiRequire.resolve('sharp'),
          STYLE_FILE: styleFile,
          PDF_SAMPLES: String(PDF_SAMPLES),
        },
      });
      if (child.status !== 0) throw new Error(`the PDF process failed: ${child.stderr}`);
      const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
      const pdf = statsOf(result.times, 0, result.bytes);
      console.log(
        `  ${'tech-pack PDF, 2 pictures 2000 × 2000'.padEnd(40)} p50 ${ms(pdf.p50)} ms   p99 ${ms(pdf.p99)} ms   ${(pdf.bytes / 1024).toFixed(1).padStart(7)} KB` +
          `   at most ${result.addedMb.toFixed(0)} MB over the process's size at its start (peak ${result.peakMb.toFixed(0)} MB)` +
          (pdf.p99 < PDF_BUDGET_MS && result.addedMb < PDF_BUDGET_MB
            ? '   within budget'
            : '   OVER budget'),
      );
    } finally {
      fs.rmSync(styleFile, { force: true });
    }
  } finally {
    await api.stop();
    await client.close();
  }
} finally {
  await harness.stop();
}
