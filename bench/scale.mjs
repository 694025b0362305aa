// The admin back office at scale: N users, N/5 quote requests and N audit entries (SCALE_STEPS,
// default 10000,100000; the target is 1000000), then the p50/p99 of the admin lists
// (users with search, quotes by status, audit log), a CSV export and the roles guard, and the API
// process's memory after start and under load, step by step, so growth shows. Loopback only;
// every loop bounded. On FerretDB (SQLite) seeding a million is hours; see docs/operations.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePort, waitForHttp } from '@threadline/tools/process/ports';
import { startService } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import { apiEnvironment, requireBuilt } from '@threadline/tools/hosting/stack';

// The driver the tools workspace depends on (bench/ is not a workspace of its own).
const { MongoClient } = createRequire(import.meta.resolve('@threadline/tools/process/repo-root'))(
  'mongodb',
);

const STEPS = (process.env.SCALE_STEPS ?? '10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 40);
const BATCH = 2000;
const STATUSES = ['new', 'reviewing', 'quoted', 'won', 'lost'];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(url, token, samples = SAMPLES) {
  const times = [];
  let failed = 0;
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    // A 503 is the database timing out (2 s): counted and timed, since it is what a person sees.
    if (!response.ok) failed += 1;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), failed, samples };
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function insertBatched(collection, count, make) {
  for (let from = 0; from < count; from += BATCH) {
    const docs = [];
    for (let n = from; n < Math.min(count, from + BATCH); n++) docs.push(make(n));
    await collection.insertMany(docs, { ordered: false });
  }
}

function quote(n) {
  const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000);
  const status = STATUSES[n % STATUSES.length];
  return {
    reference: `Q-2025-${String(n).padStart(7, '0')}`,
    name: `Buyer ${n}`,
    email: `buyer-${n}@bench.threadline.test`,
    company: `Brand ${n % 997}`,
    categoryKey: 'shirts',
    kind: 'bulk',
    quantity: 300 + (n % 700),
    deadline: new Date(at.getTime() + 60 * 86_400_000),
    details: 'Poplin shirts in three colours, sizes M to XL.',
    attachments: [],
    status,
    notes: [],
    history: [{ status, at }],
    createdAt: at,
    updatedAt: at,
  };
}

function auditEntry(n) {
  return {
    actor: { id: `bench-admin-${n % 7}`, email: `admin-${n % 7}@bench.threadline.test` },
    action: 'category.updated',
    target: { type: 'category', id: `category-${n % 50}`, label: `Category ${n % 50}` },
    changes: [{ field: 'title', from: `Old ${n}`, to: `New ${n}` }],
    at: new Date(Date.now() - (n % 80) * 86_400_000),
  };
}

async function seedAdmin(env, fakeUsers) {
  let output = '';
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['api/dist/seed/seed.js'], {
      cwd: repoRoot,
      env: { ...env, SEED_ADMIN_PASSWORD: 'Admin#2026', SEED_FAKE_USERS: String(fakeUsers) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: ${code}`))));
  });
  return JSON.parse(
    output
      .split('\n')
      .find((l) => l.startsWith('SEED_RESULT '))
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

requireBuilt();
const harness = await startHarness({ redis: false });
const rows = [];
try {
  for (const users of STEPS) {
    const uri = new URL(harness.env.MONGODB_URI);
    uri.pathname = `/scale_${users}_${Date.now()}`;
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const env = apiEnvironment({
      harnessEnv: { ...harness.env, MONGODB_URI: uri.toString() },
      ports: { shell: 1, public: 2, dashboard: 3, api: port },
      jwtSecret: 'scale-bench-secret-0123456789abcdef0123456789abcdef',
      logLevel: 'warn',
      extraEnv: {
        NODE_ENV: 'production',
        STAGING_AUTH_EMULATOR: 'true',
        REDIS_URL: '',
        THROTTLE_USERS_LIMIT: '1000000',
        THROTTLE_JWT_LIMIT: '1000000',
      },
    });
    const seedStart = performance.now();
    let seeded;
    try {
      seeded = await seedAdmin(env, users);
      const client = new MongoClient(uri.toString());
      await client.connect();
      await insertBatched(client.db().collection('quotes'), users / 5, quote);
      await insertBatched(client.db().collection('auditEntries'), users, auditEntry);
      await client.close();
    } catch (error) {
      // The database gave up (its bounds are the API's): report the step as not reached.
      console.log(
        `\n${users} users: seeding did not finish (${error.message}); larger steps skipped`,
      );
      break;
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const api = startService('api', process.execPath, ['api/dist/main.js'], {
      cwd: repoRoot,
      env,
      quiet: true,
    });
    try {
      await waitForHttp(`${apiUrl}/health/ready`, { timeoutMs: 600_000, isAlive: api.isAlive });
      const pid = api.child.pid;
      const afterStart = rssMb(pid);
      const token = await adminToken(harness.env, apiUrl, seeded);
      const figures = {
        'users search': await timed(`${apiUrl}/users?search=user-4&page=1&limit=10`, token),
        'quotes by status': await timed(`${apiUrl}/quotes?status=won&page=1&limit=10`, token),
        'audit log': await timed(`${apiUrl}/audit?page=1&limit=20`, token),
        'quotes export': await timed(`${apiUrl}/quotes/export.csv?status=won`, token, 5),
        'roles guard': await timed(`${apiUrl}/users/admin/${seeded.adminEmail}`, token),
      };
      const underLoad = rssMb(pid);
      rows.push({ users, seedSeconds, afterStart, underLoad, figures });
      console.log(
        `\n${users} users, ${users / 5} quotes, ${users} audit entries (seeded in ${seedSeconds.toFixed(0)} s)`,
      );
      for (const [name, { p50, p99, failed, samples }] of Object.entries(figures))
        console.log(
          `  ${name.padEnd(18)} p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms` +
            (failed ? `   (${failed} of ${samples} not OK: database timeout)` : ''),
        );
      console.log(
        `  API memory         after start ${afterStart.rss.toFixed(0)} MB, under load ${underLoad.rss.toFixed(0)} MB (peak ${underLoad.peak.toFixed(0)} MB)`,
      );
    } finally {
      await api.stop();
    }
  }
  if (rows.length > 1) {
    const [first, last] = [rows[0], rows.at(-1)];
    console.log(`\nGrowth ${first.users} → ${last.users} (p99 ratio):`);
    for (const name of Object.keys(first.figures))
      console.log(
        `  ${name.padEnd(18)} ×${(last.figures[name].p99 / first.figures[name].p99).toFixed(2)}`,
      );
    console.log(
      `  API memory         ×${(last.underLoad.rss / first.underLoad.rss).toFixed(2)} under load`,
    );
  }
} finally {
  await harness.stop();
}
