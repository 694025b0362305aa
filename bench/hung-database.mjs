#!/usr/bin/env node
// How the API answers while its database hangs, never a test. It starts the built API on a
// database of its own, reads the catalogue once (so the cache holds it), pauses the database's
// process with SIGSTOP (its connections stay open and nothing answers, unlike a database that is
// gone), times one request per kind of route, then resumes it (SIGCONT) and times the recovery.
import { startAuthEmulator } from '@threadline/tools/harness/auth-emulator';
import { startDatabase } from '@threadline/tools/harness/database';
import { freePorts } from '@threadline/tools/process/ports';
import { stopAll } from '@threadline/tools/process/processes';
import {
  apiEnvironment,
  localJwtSecret,
  requireBuilt,
  seed,
  startApps,
} from '@threadline/tools/hosting/stack';

/** The budget for an answer while the database hangs. */
const BUDGET_MS = 3000;

async function timed(method, url, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  }).catch((error) => ({ status: `no answer (${error.name})` }));
  return { status: response.status, ms: performance.now() - started };
}

requireBuilt();
delete process.env.MONGODB_URI;
const database = await startDatabase();
if (!database.pid) {
  console.log('The database is not a process of this run (MONGODB_URI): nothing to pause.');
  process.exit(0);
}
const auth = await startAuthEmulator();
let apps;
try {
  const harnessEnv = {
    MONGODB_URI: database.uri,
    DB_ENGINE: database.engine,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    FIREBASE_PROJECT_ID: auth.projectId,
  };
  const [shell, pub, dash, api] = await freePorts(4);
  const ports = { shell, public: pub, dashboard: dash, api };
  const jwtSecret = localJwtSecret();
  await seed(apiEnvironment({ harnessEnv, ports, jwtSecret, logLevel: 'warn' }));
  apps = await startApps({
    harnessEnv,
    ports,
    jwtSecret,
    logLevel: 'silent',
    quietApi: true,
    extraOrigins: [],
  });
  const base = apps.urls.api;
  const categories = await (await fetch(`${base}/categories`)).json();
  await fetch(`${base}/categories/${categories[0]?.key}`);

  process.kill(database.pid, 'SIGSTOP');
  const rows = [];
  try {
    // Past the cache's 5 s, so the cached reads have to try the database first.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    rows.push(['GET /health', await timed('GET', `${base}/health`)]);
    rows.push(['GET /categories (cached before)', await timed('GET', `${base}/categories`)]);
    rows.push([
      `GET /categories/${categories[0]?.key} (cached before)`,
      await timed('GET', `${base}/categories/${categories[0]?.key}`),
    ]);
    rows.push(['GET /categories/never-read', await timed('GET', `${base}/categories/never-read`)]);
    rows.push([
      'POST /contacts',
      await timed('POST', `${base}/contacts`, {
        name: 'Bench',
        email: 'bench@example.com',
        message: 'Is anyone there?',
      }),
    ]);
  } finally {
    process.kill(database.pid, 'SIGCONT');
  }
  const resumed = performance.now();
  let recovered;
  while (!recovered && performance.now() - resumed < 60_000) {
    if ((await timed('GET', `${base}/health`)).status === 200)
      recovered = performance.now() - resumed;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }

  console.log(`The database (${database.engine}) paused with SIGSTOP; one request each:\n`);
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, { status, ms }] of rows)
    console.log(
      `  ${name.padEnd(width)}  ${String(status).padStart(3)}  ${ms.toFixed(0).padStart(6)} ms`,
    );
  const slowest = Math.max(...rows.map(([, r]) => r.ms));
  console.log(
    `\nSlowest answer while hung: ${slowest.toFixed(0)} ms (budget ${BUDGET_MS} ms): ${slowest <= BUDGET_MS ? 'within' : 'OVER'} budget`,
  );
  console.log(
    recovered === undefined
      ? 'Not recovered within 60 s of SIGCONT.'
      : `Recovered (GET /health 200) ${recovered.toFixed(0)} ms after SIGCONT.`,
  );
} finally {
  await apps?.stop();
  await auth.stop();
  await database.stop();
  await stopAll();
}
