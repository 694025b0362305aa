// The admin back office at scale: N users, N/5 quote requests and N audit entries (SCALE_STEPS,
// default 100000,1000000), then the p50/p99 of the admin lists (users with search, quotes by
// status, audit log), a CSV export and the roles guard, and the API process's memory after start
// and under load, step by step, so growth shows. The data goes straight into the database in large
// unordered batches (tools/harness/seed-data.mjs), the admin through the API's seed. Loopback
// only; every loop bounded: SCALE_SAMPLES requests per figure (fewer when one takes seconds), each
// request cut at SCALE_REQUEST_SECONDS and reported as unanswered, not waited for.
//
// One database across the steps, in SCALE_DATA_DIR (a temporary folder unless set; kept when
// set): each step seeds only what the previous ones did not (a resumable seeding), so the
// 1,000,000 step adds 900,000 users to the 100,000 step's, and a run cut short picks up its
// seeding where it stopped. The database server is restarted per step: FerretDB goes on running
// the queries a timed-out request left, and they would slow the next step's writes tenfold.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { seed, seedBulk } from '@threadline/tools/harness/seed-data';
import { freePort, waitForHttp } from '@threadline/tools/process/ports';
import { lastOutput, startService } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import { API_BUILD_OUTPUTS, apiEnvironment, requireBuilt } from '@threadline/tools/hosting/stack';
import {
  adminSessionToken,
  passkeyOriginOf,
} from '@threadline/tools/harness/passkey-authenticator';

const STEPS = (process.env.SCALE_STEPS ?? '100000,1000000').split(',').map(Number);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 40);
/** A figure stops sampling once it has spent this long, so a slow list at 1M stays bounded. */
const FIGURE_BUDGET_MS = Number(process.env.SCALE_FIGURE_SECONDS ?? 60) * 1000;
const MIN_SAMPLES = 2;
/** A request unanswered after this long is counted as not OK, at this time (a lower bound). */
const REQUEST_MS = Number(process.env.SCALE_REQUEST_SECONDS ?? 60) * 1000;
/** How long the USERS_SEARCH=auto process is watched after it starts (its index read, bounded). */
/** The sign-in's bound (its lookup by uid reads every user on FerretDB). */
const SIGN_IN_MS = Number(process.env.SCALE_SIGN_IN_SECONDS ?? 900) * 1000;
const AUTO_WATCH_MS = Number(process.env.SCALE_AUTO_SECONDS ?? 120) * 1000;
const DATA_DIR =
  process.env.SCALE_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-scale-'));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(url, token, samples = SAMPLES, onSample = () => {}) {
  const times = [];
  let failed = 0;
  let unanswered = 0;
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    if (i >= MIN_SAMPLES && performance.now() - started > FIGURE_BUDGET_MS) break;
    const start = performance.now();
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_MS),
      });
      await response.arrayBuffer();
      // A 503 is the database giving up: counted and timed, since it is what a person sees.
      if (!response.ok) failed += 1;
    } catch (error) {
      // Cut at REQUEST_MS: timed at the bound (a lower bound), and said so.
      if (error?.name === 'TimeoutError') unanswered += 1;
      else failed += 1;
    }
    times.push(performance.now() - start);
    onSample();
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failed,
    unanswered,
    samples: times.length,
  };
}

/** One figure as a line: unanswered requests are named, never shown as a latency. */
function describe({ p50, p99, failed, unanswered, samples }) {
  const bound = `${(REQUEST_MS / 1000).toFixed(0)} s`;
  if (unanswered === samples) return `unanswered in ${bound} (${unanswered} of ${samples})`;
  return (
    `p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   (${samples} samples` +
    (unanswered ? `, ${unanswered} unanswered in ${bound}: p99 is a lower bound` : '') +
    (failed ? `, ${failed} not OK` : '') +
    ')'
  );
}

/** Starts the API on `env`; answers the service and its seconds to readiness, or null. */
async function startApi(env, apiUrl) {
  const api = startService('api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env,
    quiet: true,
  });
  const start = performance.now();
  const ready = await waitForHttp(`${apiUrl}/health/ready`, {
    name: 'API',
    timeoutMs: 900_000,
    isAlive: api.isAlive,
  }).then(
    () => true,
    (error) => {
      log(`  the API did not start: ${error.message}\n${lastOutput(api)}`);
      return false;
    },
  );
  if (!ready) await api.stop();
  return ready ? { api, readySeconds: (performance.now() - start) / 1000 } : null;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const log = (line) => console.log(line);

/**
 * The same data with USERS_SEARCH=auto (the in-process index on FerretDB): how soon it is ready,
 * and its memory while it reads the users in the background, up to USERS_INDEX_MAX_RECORDS (past
 * which it holds none and the database answers). Then one search, as a person would make it.
 */
async function watchAuto(env, apiUrl, token) {
  log('  watching a USERS_SEARCH=auto process');
  const started = await startApi({ ...env, USERS_SEARCH: 'auto' }, apiUrl);
  if (!started) return undefined;
  const { api, readySeconds } = started;
  try {
    const pid = api.child.pid;
    const afterStart = rssMb(pid).rss;
    const until = performance.now() + AUTO_WATCH_MS;
    while (performance.now() < until && api.isAlive()) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rssMb(pid);
    }
    const search = await timed(`${apiUrl}/users?search=user-4&page=1&limit=10`, token, 2);
    return { readySeconds, afterStart, peak: rssMb(pid).peak, search };
  } finally {
    await api.stop();
  }
}
const count = (n) => n.toLocaleString('en');

requireBuilt(API_BUILD_OUTPUTS);
const rows = [];
let harness;
try {
  for (const users of STEPS) {
    // The database server per step, on the same data: see the top of the file.
    harness = await startHarness({ redis: false, persistDir: DATA_DIR });
    const uri = new URL(harness.env.MONGODB_URI);
    uri.pathname = '/scale';
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
        // The production path: the search runs in the database, not in an in-process index.
        USERS_SEARCH: 'database',
        // FerretDB answers a list at 100k in seconds: time them instead of cutting them at the
        // API's 2 s bound, but let the API give up just after the client does, so FerretDB does
        // not go on with queries nobody waits for (it stops one when its connection closes).
        // SCALE_DATABASE_TIMEOUT_MS=2000 gives production's bound (the start needs no long query).
        DATABASE_TIMEOUT_MS: process.env.SCALE_DATABASE_TIMEOUT_MS ?? String(REQUEST_MS + 5000),
        THROTTLE_USERS_LIMIT: '1000000',
        THROTTLE_JWT_LIMIT: '1000000',
        // Production requires a sender; SMTP_URL is the harness's Mailpit. The bench sends none.
        MAIL_FROM: 'Threadline <no-reply@threadline.local>',
      },
    });
    log(
      `\n${count(users)} users, ${count(users / 5)} quotes, ${count(users)} audit entries: seeding`,
    );
    const seedStart = performance.now();
    let seeded;
    try {
      // The admin and the catalogue first, on an empty database: the seed command builds the
      // schemas' indexes while that is instant, and the bulk writes then fill them.
      seeded = await seed(env);
      await seedBulk(uri.toString(), {
        users,
        quotes: users / 5,
        auditEntries: users,
        progress: log,
        resumable: true,
      });
    } catch (error) {
      log(`  seeding did not finish (${error.message}); larger steps skipped`);
      break;
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`  seeded in ${seedSeconds.toFixed(0)} s; starting the API`);

    // The sign-in first, on a process allowed to wait: POST /jwt finds the person by uid, which
    // FerretDB answers by reading every user (minutes at a million). The token holds for the
    // measured process too (same secret, same database).
    const signIn = await startApi({ ...env, DATABASE_TIMEOUT_MS: String(SIGN_IN_MS) }, apiUrl);
    if (!signIn) break;
    let token;
    try {
      log('  signing the admin in');
      token = await adminSessionToken({
        authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
        apiUrl,
        email: seeded.adminEmail,
        password: seeded.adminPassword,
        timeoutMs: SIGN_IN_MS,
        origin: passkeyOriginOf(env),
      });
    } catch (error) {
      log(`  the admin could not sign in: ${error.message}`);
      break;
    } finally {
      await signIn.api.stop();
    }
    const started = await startApi(env, apiUrl);
    // What the step measured is that the API does not start on this data: said, and the run stops.
    if (!started) break;
    const { api, readySeconds } = started;
    log(`  the API answered /health/ready ${readySeconds.toFixed(1)} s after it was started`);
    let auto;
    try {
      const pid = api.child.pid;
      const afterStart = rssMb(pid);
      let underLoad = 0;
      const watch = () => (underLoad = Math.max(underLoad, rssMb(pid).rss));
      // Each figure printed as soon as it is measured: a run cut short still shows what it had.
      const figure = async (name, url, samples) => {
        log(`  measuring ${name}`);
        const measured = await timed(url, token, samples, watch);
        log(`    ${describe(measured)}`);
        return measured;
      };
      const figures = {
        'users search': await figure(
          'users search',
          `${apiUrl}/users?search=user-4&page=1&limit=10`,
        ),
        'quotes by status': await figure(
          'quotes by status',
          `${apiUrl}/quotes?status=won&page=1&limit=10`,
        ),
        'audit log': await figure('audit log', `${apiUrl}/audit?page=1&limit=20`),
        'quotes export': await figure(
          'quotes export',
          `${apiUrl}/quotes/export.csv?status=won`,
          Math.min(SAMPLES, 5),
        ),
        'roles guard': await figure('roles guard', `${apiUrl}/users/admin/${seeded.adminEmail}`),
      };
      const peak = rssMb(pid).peak;
      await api.stop();
      auto = await watchAuto(env, apiUrl, token);
      rows.push({
        users,
        seedSeconds,
        readySeconds,
        afterStart: afterStart.rss,
        underLoad,
        peak,
        figures,
        auto,
      });
      log(`\n${count(users)} users, ${count(users / 5)} quotes, ${count(users)} audit entries`);
      log(
        `  seeded in ${seedSeconds.toFixed(0)} s; API ready ${readySeconds.toFixed(1)} s after start`,
      );
      for (const [name, figure] of Object.entries(figures))
        log(`  ${name.padEnd(18)} ${describe(figure)}`);
      log(
        `  API memory         after start ${afterStart.rss.toFixed(0)} MB, under load ${underLoad.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`,
      );
      if (auto)
        log(
          `  USERS_SEARCH=auto  ready in ${auto.readySeconds.toFixed(1)} s; resident ${auto.afterStart.toFixed(0)} MB after start, ` +
            `peak ${auto.peak.toFixed(0)} MB over ${(AUTO_WATCH_MS / 1000).toFixed(0)} s; users search then ${describe(auto.search)}`,
        );
    } finally {
      await api.stop();
    }
    await harness.stop();
    harness = undefined;
  }
  if (rows.length > 1) {
    const [first, last] = [rows[0], rows.at(-1)];
    log(
      `\nGrowth ${count(first.users)} → ${count(last.users)} (×${last.users / first.users} data):`,
    );
    for (const name of Object.keys(first.figures)) {
      const [a, b] = [first.figures[name], last.figures[name]];
      // Cut at the bound at the first size too: no ratio can be told, only that it is no faster.
      if (a.unanswered === a.samples) {
        log(`  ${name.padEnd(18)} not measurable: unanswered within the bound at both sizes`);
        continue;
      }
      const lowerBound = b.unanswered > 0 ? ' (at least: cut at the bound)' : '';
      log(
        `  ${name.padEnd(18)} p50 ×${(b.p50 / a.p50).toFixed(2)}   p99 ×${(b.p99 / a.p99).toFixed(2)}${lowerBound}`,
      );
    }
    log(`  API start          ×${(last.readySeconds / first.readySeconds).toFixed(2)} to ready`);
    log(
      `  API memory         after start ×${(last.afterStart / first.afterStart).toFixed(2)}   under load ×${(last.underLoad / first.underLoad).toFixed(2)}`,
    );
  }
} finally {
  await harness?.stop();
  if (!process.env.SCALE_DATA_DIR) fs.rmSync(DATA_DIR, { recursive: true, force: true });
}
