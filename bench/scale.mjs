// The admin back office at scale: N users, N/5 quote requests and N audit entries (SCALE_STEPS,
// default 100000,1000000), then the p50/p99 of the admin lists (users with search, quotes by
// status, audit log), a CSV export and the roles guard, and the API process's memory after start
// and under load, step by step, so growth shows. The data goes straight into the database in large
// unordered batches (tools/harness/seed-data.mjs), the admin through the API's seed. Loopback
// only; every loop bounded: SCALE_SAMPLES requests per figure (fewer when one takes seconds).
import fs from 'node:fs';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { seed, seedBulk, sessionToken } from '@threadline/tools/harness/seed-data';
import { freePort, waitForHttp } from '@threadline/tools/process/ports';
import { lastOutput, startService } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import { API_BUILD_OUTPUTS, apiEnvironment, requireBuilt } from '@threadline/tools/hosting/stack';

const STEPS = (process.env.SCALE_STEPS ?? '100000,1000000').split(',').map(Number);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 40);
/** A figure stops sampling once it has spent this long, so a slow list at 1M stays bounded. */
const FIGURE_BUDGET_MS = Number(process.env.SCALE_FIGURE_SECONDS ?? 60) * 1000;
const MIN_SAMPLES = 2;
/** A request unanswered after this long is counted as not OK, at this time (a lower bound). */
const REQUEST_MS = Number(process.env.SCALE_REQUEST_SECONDS ?? 60) * 1000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(url, token, samples = SAMPLES, onSample = () => {}) {
  const times = [];
  let failed = 0;
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
    } catch {
      failed += 1;
    }
    times.push(performance.now() - start);
    onSample();
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failed,
    samples: times.length,
  };
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const log = (line) => console.log(line);
const count = (n) => n.toLocaleString('en');

requireBuilt(API_BUILD_OUTPUTS);
const rows = [];
let harness;
try {
  for (const users of STEPS) {
    // A database server per step: FerretDB goes on running the queries a timed-out request left
    // (up to the API's bound), and they would slow the next step's writes tenfold.
    harness = await startHarness({ redis: false });
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
        // The production path: the search runs in the database, not in an in-process index.
        USERS_SEARCH: 'database',
        // FerretDB answers a list at 100k in seconds and scans a million at start-up for minutes:
        // time them instead of cutting them at the API's 2 s bound. The client still gives up
        // after SCALE_REQUEST_SECONDS. SCALE_DATABASE_TIMEOUT_MS=2000 gives production's bound.
        DATABASE_TIMEOUT_MS: process.env.SCALE_DATABASE_TIMEOUT_MS ?? '600000',
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
      });
    } catch (error) {
      log(`  seeding did not finish (${error.message}); larger steps skipped`);
      break;
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`  seeded in ${seedSeconds.toFixed(0)} s; starting the API`);

    const api = startService('api', process.execPath, ['api/dist/main.js'], {
      cwd: repoRoot,
      env,
      quiet: true,
    });
    try {
      const started = await waitForHttp(`${apiUrl}/health/ready`, {
        name: 'API',
        timeoutMs: 900_000,
        isAlive: api.isAlive,
      }).then(
        () => true,
        (error) => {
          // What the step measured is that the API does not start on this data: say so and stop.
          log(`  the API did not start: ${error.message}\n${lastOutput(api)}`);
          return false;
        },
      );
      if (!started) break;
      const pid = api.child.pid;
      const afterStart = rssMb(pid);
      const token = await sessionToken({
        authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
        apiUrl,
        email: seeded.adminEmail,
        password: seeded.adminPassword,
      });
      let underLoad = 0;
      const watch = () => (underLoad = Math.max(underLoad, rssMb(pid).rss));
      const figure = (name, url, samples) => {
        log(`  measuring ${name}`);
        return timed(url, token, samples, watch);
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
      rows.push({ users, seedSeconds, afterStart: afterStart.rss, underLoad, peak, figures });
      log(`\n${count(users)} users, ${count(users / 5)} quotes, ${count(users)} audit entries`);
      for (const [name, { p50, p99, failed, samples }] of Object.entries(figures))
        log(
          `  ${name.padEnd(18)} p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   (${samples} samples` +
            (failed ? `, ${failed} not OK` : '') +
            ')',
        );
      log(
        `  API memory         after start ${afterStart.rss.toFixed(0)} MB, under load ${underLoad.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`,
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
    for (const name of Object.keys(first.figures))
      log(
        `  ${name.padEnd(18)} p50 ×${(last.figures[name].p50 / first.figures[name].p50).toFixed(2)}   p99 ×${(last.figures[name].p99 / first.figures[name].p99).toFixed(2)}`,
      );
    log(
      `  API memory         after start ×${(last.afterStart / first.afterStart).toFixed(2)}   under load ×${(last.underLoad / first.underLoad).toFixed(2)}`,
    );
  }
} finally {
  await harness?.stop();
}
