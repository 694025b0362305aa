#!/usr/bin/env node
// Event-loop stall benchmark, never a test: how GET /categories answers while adversarial
// contact bodies are posted concurrently, against the same quiet baseline. On 127.0.0.1 only:
//   1. GET /categories alone,
//   2. GET /categories while BENCH_ATTACKERS connections post POST /contacts bodies whose email
//      is BENCH_EMAIL_KB of dots between two @ (the shape the spec's email rule backtracked on).
// The contact rate limit is lifted for the run so every hostile body reaches validation.
import autocannon from 'autocannon';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePorts, waitForHttp } from '@threadline/tools/process/ports';
import { startService, stopAll } from '@threadline/tools/process/processes';
import { repoRoot } from '@threadline/tools/process/repo-root';
import {
  apiEnvironment,
  localJwtSecret,
  requireBuilt,
  seed,
} from '@threadline/tools/hosting/stack';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const attackers = Number(process.env.BENCH_ATTACKERS ?? 2);
const emailKilobytes = Number(process.env.BENCH_EMAIL_KB ?? 100);

function load(options) {
  return new Promise((resolve, reject) => {
    // A stalled process must not end a request early: each gets 120 s, so a stall shows as latency.
    autocannon({ duration, pipelining: 1, timeout: 120, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const row = (title, result) => ({
  title,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  count: result.requests.total,
  statuses: Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' '),
  unanswered: result.errors + result.timeouts,
});

requireBuilt();
const harness = await startHarness();
try {
  const [apiPort] = await freePorts(1);
  const ports = { shell: 1, public: 1, dashboard: 1, api: apiPort };
  const env = {
    ...apiEnvironment({
      harnessEnv: harness.env,
      ports,
      jwtSecret: localJwtSecret(),
      logLevel: 'silent',
    }),
    THROTTLE_CONTACTS_LIMIT: '9999999',
  };
  await seed(env);
  const api = startService('api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env,
    quiet: true,
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiUrl}/health`, { name: 'API', timeoutMs: 60_000, isAlive: api.isAlive });

  const email = `a@${'.'.repeat(emailKilobytes * 1000 - 3)}@`;
  const hostileBody = JSON.stringify({
    name: 'Ana',
    email,
    message: 'We need 500 shirts by March.',
  });
  console.log(
    `GET /categories: ${connections} connections, ${duration}s per run; hostile POST /contacts: ${attackers} connections, email of ${email.length.toLocaleString('en')} characters\n`,
  );

  const quiet = row(
    'GET /categories, nothing else',
    await load({ url: `${apiUrl}/categories`, connections }),
  );
  const [underAttack, hostile] = await Promise.all([
    load({ url: `${apiUrl}/categories`, connections }),
    load({
      url: `${apiUrl}/contacts`,
      connections: attackers,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: hostileBody,
    }),
  ]);
  const rows = [
    quiet,
    row('GET /categories, hostile bodies posted meanwhile', underAttack),
    row(`POST /contacts, ${emailKilobytes} KB hostile email`, hostile),
  ];

  const width = Math.max(...rows.map((r) => r.title.length));
  console.log(
    `${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'max ms'.padStart(7)}  answers`,
  );
  for (const r of rows)
    console.log(
      `${r.title.padEnd(width)}  ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.max).padStart(7)}  ${r.statuses}${r.unanswered ? ` (+${r.unanswered} unanswered)` : ''}`,
    );
  console.log(
    `\nGET /categories p99 with hostile bodies ÷ without: ${(rows[1].p99 / Math.max(rows[0].p99, 1)).toFixed(2)}`,
  );
  await api.stop();
} finally {
  await harness.stop();
  await stopAll();
}
