#!/usr/bin/env node
// `npm run bench -- notifications`: how long a new quote request takes to reach the team's
// mailbox (POST /quotes → the admin's email in Mailpit, p50 and p95 over BENCH_QUOTES requests,
// one at a time), and POST /quotes throughput with notifications on, as a ratio to the same API
// with sending off (no SMTP_URL: the outbox still records, nothing is sent), in one run.
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePorts } from '@threadline/tools/process/ports';
import { stopAll } from '@threadline/tools/process/processes';
import {
  apiEnvironment,
  localJwtSecret,
  requireBuilt,
  seed,
  startApps,
} from '@threadline/tools/hosting/stack';

const quotes = Math.max(50, Number(process.env.BENCH_QUOTES ?? 50));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 4);
const extraEnv = { THROTTLE_QUOTES_LIMIT: '9999999', NOTIFY_POLL_MS: '1000' };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function quoteBody(categoryKey, n) {
  return {
    name: `Bench Buyer ${n}`,
    email: `bench-${n}-${Date.now().toString(36)}@brand.example`,
    categoryKey,
    kind: 'sample',
    quantity: 5,
    deadline: inDays(40),
    details: 'Five development samples for the notifications bench.',
  };
}

async function postQuote(api, categoryKey, n) {
  const response = await fetch(`${api}/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteBody(categoryKey, n)),
  });
  if (response.status !== 201) throw new Error(`POST /quotes answered ${response.status}`);
  return (await response.json()).reference;
}

async function mailArrived(mailpitUrl, subject) {
  const query = new URLSearchParams({ query: `subject:"${subject}"`, limit: '1' });
  const response = await fetch(`${mailpitUrl}/api/v1/search?${query.toString()}`);
  return ((await response.json()).messages ?? []).length > 0;
}

/** Requests answered 201 per second, `concurrency` clients for `seconds`. */
async function throughput(api, categoryKey) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await postQuote(api, categoryKey, `t${(n += 1)}`);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

async function stack(harness, ports, jwtSecret, env) {
  return startApps({
    harnessEnv: harness.env,
    ports,
    jwtSecret,
    logLevel: 'warn',
    quietApi: true,
    extraOrigins: [],
    extraEnv: env,
  });
}

requireBuilt();
const harness = await startHarness();
try {
  const [shell, pub, dash, api] = await freePorts(4);
  const ports = { shell, public: pub, dashboard: dash, api };
  const jwtSecret = localJwtSecret();
  await seed(apiEnvironment({ harnessEnv: harness.env, ports, jwtSecret, extraEnv }));
  const mailpitUrl = harness.env.MAILPIT_URL;

  let apps = await stack(harness, ports, jwtSecret, extraEnv);
  const categoryKey = (await (await fetch(`${apps.urls.api}/categories`)).json())[0]?.key;
  const latencies = [];
  for (let n = 0; n < quotes; n += 1) {
    const started = performance.now();
    const reference = await postQuote(apps.urls.api, categoryKey, n);
    while (!(await mailArrived(mailpitUrl, `New quote request ${reference}`)))
      await new Promise((resolve) => setTimeout(resolve, 10));
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const withMail = await throughput(apps.urls.api, categoryKey);
  await apps.stop();

  apps = await stack(harness, ports, jwtSecret, { ...extraEnv, SMTP_URL: '' });
  const withoutMail = await throughput(apps.urls.api, categoryKey);
  await apps.stop();

  console.log(`POST /quotes → the admin's email in Mailpit, ${quotes} requests one at a time:`);
  console.log(
    `  p50 ${percentile(latencies, 50).toFixed(0)} ms   p95 ${percentile(latencies, 95).toFixed(0)} ms   max ${latencies.at(-1).toFixed(0)} ms`,
  );
  console.log(`POST /quotes throughput, ${concurrency} clients for ${seconds} s each:`);
  console.log(`  notifications on  ${withMail.toFixed(1)} req/s`);
  console.log(`  sending off       ${withoutMail.toFixed(1)} req/s`);
  console.log(`  ratio on/off      ${(withMail / withoutMail).toFixed(2)}`);
} finally {
  await harness.stop();
  await stopAll();
}
