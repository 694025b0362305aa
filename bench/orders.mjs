// The orders at scale (issue 23): 10,000 orders (BENCH_ORDERS) with their 7-milestone plans,
// some recorded, some late, then the p50/p99 of what the dashboard's Orders page asks: the board's
// per-stage summary, a page of one stage's cards, a page of the upcoming-milestones view (and all
// of them at once, as the page loads), each beside a bare node:http server sending the same bytes
// in the same run (the floor of answering at all). Budget: p99 < 50 ms.
// The API runs with ORDERS_BOARD=auto (BENCH_ORDERS_BOARD to pick another path): on the
// harness's FerretDB that is the in-process copy, built by the first read (timed on its own) and
// then kept current by the version document; the last rows read right after a write through
// the API (the copy reads the changed order by _id). Loopback only; every loop bounded.
import { createRequire } from 'node:module';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePort, waitForHttp } from '@threadline/tools/process/ports';
import { startService } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import fs from 'node:fs';
import http from 'node:http';
import { apiEnvironment } from '@threadline/tools/hosting/stack';
import {
  adminSessionToken,
  passkeyOriginOf,
} from '@threadline/tools/harness/passkey-authenticator';
import { fetcher, statsOf as timesOf, timed as timedTurns } from './lib/timed-samples.mjs';

const require = createRequire(import.meta.resolve('@threadline/tools/process/repo-root'));
const { MongoClient, ObjectId } = require('mongodb');
const { planOrder, addDays, dayOfDate } = createRequire(import.meta.url)('@threadline/contracts');

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
// 100: with 20 the p99 is the slowest sample, one pause of the loaded machine; the answers now
// take milliseconds, so 100 samples a row cost seconds.
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const BATCH = 1000;
const BUDGET_MS = 50;

/** A row of the table: `timed` of bench/lib, under its label. */
const labelled = (label, stats) => ({ label, ...stats });
const statsOf = (label, times, failed, bytes) => labelled(label, timesOf(times, failed, bytes));

/** Times `run` (and `beside`, in turns with it) under `label`; one warm-up each first. */
async function timed(label, run, beside, samples = SAMPLES) {
  const { reference, ...main } = await timedTurns(run, beside, samples);
  return beside
    ? { ...labelled(label, main), reference: labelled(label, reference) }
    : labelled(label, main);
}

/** Order n: accepted 0–199 days ago, its earlier milestones recorded, one in ten slipping. */
function order(n, today) {
  const startDate = addDays(today, -(n % 200));
  const neededBy = addDays(startDate, 150 + (n % 60));
  const plan = planOrder({ startDate, neededBy, shippingMode: 'sea' });
  const done = Math.max(0, Math.floor(((n % 200) / 200) * 7) - (n % 10 === 0 ? 1 : 0));
  const milestones = plan.milestones.map((m, i) => ({
    key: m.key,
    plannedDate: m.plannedDate,
    ...(i < done && m.plannedDate <= today ? { actualDate: m.plannedDate } : {}),
  }));
  const at = new Date(`${startDate}T09:00:00.000Z`);
  return {
    _id: new ObjectId(),
    reference: `O-2026-${String(n + 1).padStart(5, '0')}`,
    quoteId: new ObjectId(),
    quoteReference: `Q-2026-${String(n + 1).padStart(5, '0')}`,
    status: 'in_progress',
    ownerUid: `bench-buyer-${n % 500}`,
    buyerName: `Buyer ${n % 500}`,
    buyerEmail: `buyer-${n % 500}@bench.threadline.test`,
    company: `Brand ${n % 97}`,
    categoryKey: 'shirts',
    quantity: 300 + (n % 700),
    unitPrice: 7.9,
    currency: 'USD',
    incoterm: 'FOB',
    paymentTerm: 'TT',
    shippingMode: 'sea',
    startDate,
    neededBy,
    pace: plan.pace,
    milestones,
    samples: [],
    inspections: [],
    calendarToken: `bench-${n}`,
    createdByEmail: 'admin@bench.threadline.test',
    createdAt: at,
    updatedAt: at,
  };
}

async function seedAdmin(env) {
  const { spawn } = await import('node:child_process');
  let output = '';
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['api/dist/seed/seed.js'], {
      cwd: repoRoot,
      env: { ...env, SEED_ADMIN_PASSWORD: 'Admin#2026', SEED_FAKE_USERS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: ${code}`))));
  });
  return JSON.parse(
    output
      .split('\n')
      .find((line) => line.startsWith('SEED_RESULT '))
      .slice(12),
  );
}

/** The seed's admin, signed in and stepped up with a passkey (admin rights need one). */
function adminToken(harnessEnv, apiUrl, seeded, apiEnv) {
  return adminSessionToken({
    authEmulatorHost: harnessEnv.FIREBASE_AUTH_EMULATOR_HOST,
    apiUrl,
    email: seeded.adminEmail,
    password: seeded.adminPassword,
    origin: passkeyOriginOf(apiEnv),
  });
}

// Only the API is started: its build is what must be there (`npm run build -w @threadline/api`).
if (!fs.existsSync(`${repoRoot}/api/dist/main.js`)) {
  console.error('api/dist/main.js is missing: run `npm run build -w @threadline/api` first.');
  process.exit(2);
}
const harness = await startHarness({ redis: false });
try {
  const uri = new URL(harness.env.MONGODB_URI);
  uri.pathname = `/orders_bench_${Date.now()}`;
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const env = apiEnvironment({
    harnessEnv: { ...harness.env, MONGODB_URI: uri.toString() },
    ports: { shell: 1, public: 2, dashboard: 3, api: port },
    jwtSecret: 'orders-bench-secret-0123456789abcdef0123456789abcdef',
    logLevel: 'warn',
    extraEnv: {
      NODE_ENV: 'production',
      ...(process.env.BENCH_ORDERS_BOARD ? { ORDERS_BOARD: process.env.BENCH_ORDERS_BOARD } : {}),
      STAGING_AUTH_EMULATOR: 'true',
      REDIS_URL: '',
      THROTTLE_JWT_LIMIT: '1000000',
      MAIL_FROM: 'Threadline <no-reply@bench.threadline.test>',
    },
  });
  const seedStart = performance.now();
  const seeded = await seedAdmin(env);
  const client = new MongoClient(uri.toString());
  await client.connect();
  const collection = client.db().collection('orders');
  const today = dayOfDate(new Date());
  // An order whose fabric approval is recorded and nothing after it: its date can be recorded
  // again (a correction), which is a real write through the API for the after-a-write row.
  let rewritable;
  for (let from = 0; from < ORDERS; from += BATCH) {
    const docs = [];
    for (let n = from; n < Math.min(ORDERS, from + BATCH); n++) docs.push(order(n, today));
    rewritable ??= docs.find(
      (doc) => doc.milestones[0].actualDate && !doc.milestones[1].actualDate,
    );
    await collection.insertMany(docs, { ordered: false });
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const api = startService('api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env,
    quiet: true,
  });
  try {
    await waitForHttp(`${apiUrl}/health/ready`, { timeoutMs: 600_000, isAlive: api.isAlive });
    const token = await adminToken(harness.env, apiUrl, seeded, env);
    console.log(
      `\n${ORDERS} orders × 7 milestones on FerretDB (seeded in ${seedSeconds.toFixed(0)} s), ${SAMPLES} samples each, ORDERS_BOARD=${process.env.BENCH_ORDERS_BOARD ?? 'auto'}`,
    );
    const get = (path) => fetcher(`${apiUrl}${path}`, token);
    const bodyOf = async (path) =>
      Buffer.from(
        await (
          await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer(),
      );
    /**
     * The floor of sending `bytes` at all: a bare node:http server on loopback answering the same
     * bytes, timed in turns with the API's route (`timed`'s `beside`).
     */
    async function besideRawHttp(label, path) {
      const bytes = await bodyOf(path);
      const server = http.createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(bytes);
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const raw = fetcher(`http://127.0.0.1:${server.address().port}/`, '');
        return await timed(label, get(path), raw);
      } finally {
        server.close();
      }
    }
    const ms = (value) => value.toFixed(1).padStart(7);
    /** One row: the API's p50/p99 and size, beside the bare server sending the same bytes. */
    const print = (label, row, referenceName = 'raw http', raw = row.reference) =>
      console.log(
        `  ${label.padEnd(36)} p50 ${ms(row.p50)} ms   p99 ${ms(row.p99)} ms   ${(row.bytes / 1024)
          .toFixed(1)
          .padStart(6)} KB` +
          (raw
            ? `   ${referenceName} p50 ${ms(raw.p50)} p99 ${ms(raw.p99)} ms, p99 ÷ it ${(row.p99 / raw.p99).toFixed(1)}`
            : '') +
          (row.failed ? `   (${row.failed} not OK)` : '') +
          (row.p99 < BUDGET_MS ? '   within budget' : '   OVER budget'),
      );
    // The first read after start builds the copy (or refreshes the stored board fields): once
    // per process, not per request.
    const firstStart = performance.now();
    const first = await get('/orders/board')();
    console.log(
      `  ${'first read after start'.padEnd(36)} ${((performance.now() - firstStart) / 1000).toFixed(1)} s` +
        (first.ok ? '' : '   (not OK)'),
    );
    const summary = JSON.parse((await bodyOf('/orders/board')).toString());
    const stages = summary.columns.filter((column) => column.total > 0);
    const biggest = stages.reduce((a, b) => (b.total > a.total ? b : a));
    console.log(
      `  columns: ${stages.map((column) => `${column.stage} ${column.total} (${column.late} late)`).join(', ')}`,
    );
    // What the dashboard's Orders page asks: the summary, one page per stage that has orders,
    // and the first page of the upcoming view.
    const rows = [
      ['board summary', '/orders/board'],
      [`stage page (${biggest.stage}, 20)`, `/orders/board/${biggest.stage}?page=1&limit=20`],
      [`stage page 2 (${biggest.stage})`, `/orders/board/${biggest.stage}?page=2&limit=20`],
      ['upcoming, first page of 50', '/orders/upcoming?page=1&limit=50'],
      ['upcoming, page 10 of 50', '/orders/upcoming?page=10&limit=50'],
    ];
    for (const [label, path] of rows) print(label, await besideRawHttp(label, path));
    // Where the time goes: the stack alone (a route that reads nothing), and the one database
    // read every board request makes (the version document by _id), from this process.
    print('floor: GET /health/live', await besideRawHttp('live', '/health/live'));
    const versions = client.db().collection('order_board_version');
    print(
      'floor: version document by _id',
      await timed('version', async () => ({
        bytes: JSON.stringify(await versions.findOne({ _id: 'orders' })).length,
      })),
    );
    const viewPaths = [
      '/orders/board',
      ...stages.map((column) => `/orders/board/${column.stage}?page=1&limit=20`),
      '/orders/upcoming?page=1&limit=50',
    ];
    const view = await timed('view', async () => {
      const answers = await Promise.all(viewPaths.map((path) => get(path)()));
      return {
        ok: answers.every((answer) => answer.ok),
        bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
      };
    });
    print(`whole Orders page (${viewPaths.length} requests)`, view);

    const rewrite = async () => {
      const answer = await fetch(
        `${apiUrl}/orders/${rewritable._id.toHexString()}/milestones/fabric_approval`,
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ actualDate: rewritable.milestones[0].actualDate }),
        },
      );
      if (!answer.ok) throw new Error(`PATCH milestone: ${answer.status} ${await answer.text()}`);
    };
    // Right after a write through the API: the copy reads the changed order by _id and puts its
    // card and upcoming rows back in place. The rewritten order is in the development_sample column.
    for (const [label, path] of [
      ['stage page, right after a write', '/orders/board/development_sample?page=1&limit=20'],
      ['summary, right after a write', '/orders/board'],
      ['upcoming page, right after a write', '/orders/upcoming?page=1&limit=50'],
    ]) {
      const read = get(path);
      const after = [];
      const again = [];
      let failed = 0;
      let bytes = 0;
      for (let i = 0; i <= SAMPLES; i++) {
        await rewrite();
        let start = performance.now();
        const result = await read();
        const afterMs = performance.now() - start;
        // The same read once more, nothing written since: what the write added is the difference.
        start = performance.now();
        const second = await read();
        const againMs = performance.now() - start;
        // The first is the warm-up, as in timed().
        if (i === 0) continue;
        after.push(afterMs);
        again.push(againMs);
        if (result.ok === false || second.ok === false) failed += 1;
        bytes = result.bytes;
      }
      print(
        label,
        { ...statsOf(label, after, failed, bytes), reference: statsOf(label, again, 0, bytes) },
        'read again',
      );
    }
  } finally {
    await api.stop();
    await client.close();
  }
} finally {
  await harness.stop();
}
