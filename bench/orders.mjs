// The orders at scale (issue 23): 10,000 orders (BENCH_ORDERS) with their 7-milestone plans,
// some recorded, some late, then the p50/p99 of the admin's Orders board (every order, and its
// first page) and of the upcoming-milestones view, against a raw read of the same documents
// through the driver in the same run (each row's p99 ÷ the raw read's). Budget: p99 < 50 ms.
// The API runs with ORDERS_BOARD=auto (BENCH_ORDERS_BOARD to pick another path): on the
// harness's FerretDB that is the in-process copy, built by the first read (timed on its own) and
// then kept current by the version document; one row reads the first page right after a write
// through the API (the copy reads the changed order by _id). Loopback only; every loop bounded.
import { createRequire } from 'node:module';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePort, waitForHttp } from '@threadline/tools/process/ports';
import { startService } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import fs from 'node:fs';
import http from 'node:http';
import { apiEnvironment } from '@threadline/tools/hosting/stack';

const require = createRequire(import.meta.resolve('@threadline/tools/process/repo-root'));
const { MongoClient, ObjectId } = require('mongodb');
const { planOrder, addDays, dayOfDate } = createRequire(import.meta.url)('@threadline/contracts');

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const BATCH = 1000;
const BUDGET_MS = 50;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(label, run, samples = SAMPLES) {
  await run(); // one warm-up
  const times = [];
  let failed = 0;
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const result = await run();
    times.push(performance.now() - start);
    if (result.ok === false) failed += 1;
    bytes = result.bytes ?? bytes;
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99), failed, bytes };
}

const fetcher = (url, token) => async () => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  if (!response.ok && process.env.BENCH_VERBOSE)
    console.log(`  ${response.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ok: response.ok, bytes: body.byteLength };
};

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

async function adminToken(harnessEnv, apiUrl, seeded) {
  const signIn = await fetch(
    `http://${harnessEnv.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: seeded.adminEmail,
        password: seeded.adminPassword,
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = await signIn.json();
  const exchange = await fetch(`${apiUrl}/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  return (await exchange.json()).token;
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
    const token = await adminToken(harness.env, apiUrl, seeded);
    console.log(
      `\n${ORDERS} orders × 7 milestones on FerretDB (seeded in ${seedSeconds.toFixed(0)} s), ${SAMPLES} samples each, ORDERS_BOARD=${process.env.BENCH_ORDERS_BOARD ?? 'auto'}`,
    );
    let raw;
    const print = (row) =>
      console.log(
        `  ${row.label.padEnd(34)} p50 ${row.p50.toFixed(1).padStart(7)} ms   p99 ${row.p99
          .toFixed(1)
          .padStart(7)} ms` +
          (row.label.startsWith('raw')
            ? ''
            : `   ${(row.bytes / 1024).toFixed(0).padStart(6)} KB   ÷ raw ${(row.p99 / raw.p99).toFixed(4)}`) +
          (row.failed ? `   (${row.failed} not OK)` : '') +
          (row.label.startsWith('raw')
            ? ''
            : row.p99 < BUDGET_MS
              ? '   within budget'
              : '   OVER budget'),
      );
    // Each row is printed as soon as it is measured: on the loaded machine a full run is long.
    raw = await timed('raw driver read, every order', async () => {
      const docs = await collection.find().toArray();
      return { bytes: docs.length };
    });
    print(raw);
    // The first board read after start reads every order (the copy's build, or the lazy refresh
    // of the stored board fields): once per process, not per request.
    const firstStart = performance.now();
    const first = await fetcher(`${apiUrl}/orders?page=1&limit=50`, token)();
    console.log(
      `  ${'first read after start'.padEnd(34)} ${((performance.now() - firstStart) / 1000).toFixed(1)} s` +
        (first.ok ? '' : '   (not OK)'),
    );
    print(await timed('board, every order', fetcher(`${apiUrl}/orders`, token)));
    print(
      await timed('board, first page of 50', fetcher(`${apiUrl}/orders?page=1&limit=50`, token)),
    );
    print(await timed('upcoming 14 days', fetcher(`${apiUrl}/orders/upcoming`, token)));
    // The floor of sending those answers at all: a bare node:http server on loopback answering
    // the same bytes, measured the same way (what is left above it is the API's own work).
    for (const [label, path] of [
      ['raw http, the board’s bytes', '/orders'],
      ['raw http, the upcoming bytes', '/orders/upcoming'],
    ]) {
      const bytes = Buffer.from(
        await (
          await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer(),
      );
      const server = http.createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(bytes);
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const row = await timed(label, fetcher(`http://127.0.0.1:${server.address().port}/`, ''));
        console.log(
          `  ${label.padEnd(34)} p50 ${row.p50.toFixed(1).padStart(7)} ms   p99 ${row.p99
            .toFixed(1)
            .padStart(7)} ms   ${(row.bytes / 1024).toFixed(0).padStart(6)} KB`,
        );
      } finally {
        server.close();
      }
    }
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
    const pageAfterWrite = fetcher(`${apiUrl}/orders?page=1&limit=50`, token);
    const afterWrite = { times: [], failed: 0, bytes: 0 };
    for (let i = 0; i <= SAMPLES; i++) {
      await rewrite();
      const start = performance.now();
      const result = await pageAfterWrite();
      // The first is the warm-up, as in timed().
      if (i === 0) continue;
      afterWrite.times.push(performance.now() - start);
      if (result.ok === false) afterWrite.failed += 1;
      afterWrite.bytes = result.bytes;
    }
    afterWrite.times.sort((a, b) => a - b);
    print({
      label: 'first page, right after a write',
      p50: percentile(afterWrite.times, 50),
      p99: percentile(afterWrite.times, 99),
      failed: afterWrite.failed,
      bytes: afterWrite.bytes,
    });
  } finally {
    await api.stop();
    await client.close();
  }
} finally {
  await harness.stop();
}
