#!/usr/bin/env node
// The browser telemetry's cost, never a test (issue 24). In one run, on 127.0.0.1 only:
//   1. POST /telemetry/remotes (a full batch of TELEMETRY_BATCH reports, as sendBeacon sends it:
//      text/plain JSON) on the built API, against a raw Node http server (a process of its own, as
//      the API is) reading the same body and answering the same 204 with the same headers, in
//      BENCH_ROUNDS (3) alternating rounds of BENCH_SECONDS (5) each, the median round of each.
//      Budget: the API's throughput at least 0.3 of raw http, its p99 under 25 ms.
//   2. The shell's script bytes on the wire for `/` in Chromium, telemetry on (the runtime config
//      as served) against off (the same build, its runtime config answering telemetry: false),
//      after the splash and the remote's mount. Budget: at most 3 KB more with it on.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { freePorts, waitForHttp } from '@threadline/tools/process/ports';
import { startService } from '@threadline/tools/process/processes';
import { startBuiltStack } from './lib/built-stack.mjs';
import { REMOTE_FOLDERS } from '@threadline/contracts/remotes';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const batchSize = Number(process.env.TELEMETRY_BATCH ?? 10);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6000);
const RATIO_BUDGET = 0.3;
const P99_BUDGET_MS = 25;
const BYTES_BUDGET = 3 * 1024;

const body = JSON.stringify({
  reports: Array.from({ length: batchSize }, (_, i) => ({
    remote: REMOTE_FOLDERS[i % REMOTE_FOLDERS.length],
    release: '20261124T100000Z-aaaa0001',
    outcome: i % 5 ? 'mounted' : 'failed_render',
  })),
});

function load(title, url, { post = true } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        title,
        url,
        ...(post
          ? { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body }
          : {}),
        duration: seconds,
        connections,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              title,
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              non2xx: result.non2xx,
              errors: result.errors,
            }),
    );
  });
}

const medianRound = (results) => {
  const middle = [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
  return {
    ...middle,
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
};

/** A raw http server answering what the API answers to a batch: 204 and its headers. */
async function rawServerLikeTelemetry(apiUrl, port) {
  const response = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });
  if (response.status !== 204) throw new Error(`The API answered ${response.status} to a batch`);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  const server = startService(
    `raw http ${port}`,
    process.execPath,
    [path.join(here, 'lib/raw-http-server.mjs')],
    {
      env: {
        ...process.env,
        RAW_PORT: String(port),
        RAW_STATUS: '204',
        RAW_HEADERS: JSON.stringify(headers),
        RAW_BODY_FILE: fileURLToPath(import.meta.url),
      },
      quiet: true,
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, {
    name: 'raw http',
    isAlive: () => !server.exited,
  });
  return `http://127.0.0.1:${port}/`;
}

/** Every script response's bytes on the wire for one visit to `url`. */
async function scriptBytes(browser, url, { telemetry }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!telemetry)
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), telemetry: false } });
    });
  let bytes = 0;
  const files = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const type = response?.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(request.url())) return;
    const sizes = await request.sizes().catch(() => undefined);
    const wire = sizes?.responseBodySize ?? Number(response.headers()['content-length'] ?? 0);
    bytes += wire;
    files.push(path.basename(new URL(request.url()).pathname));
  });
  const beacons = [];
  page.on('request', (request) => {
    if (request.url().includes('/telemetry/remotes')) beacons.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.tl-splash', { state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  await context.close();
  return { bytes, files, beacons: beacons.length };
}

const stack = await startBuiltStack({ apiEnv: { THROTTLE_TELEMETRY_LIMIT: '9999999' } });
let failed = false;
try {
  const api = `${stack.urls.api}/telemetry/remotes`;
  const [rawPort] = await freePorts(1);
  const raw = await rawServerLikeTelemetry(api, rawPort);
  console.log(
    `POST /telemetry/remotes, a batch of ${batchSize} (${body.length} bytes), ${connections} connections, ${rounds} alternating rounds of ${seconds} s\n`,
  );
  const apiRuns = [];
  const rawRuns = [];
  const floorRuns = [];
  for (let round = 0; round < rounds; round += 1) {
    rawRuns.push(await load('raw node http', raw));
    apiRuns.push(await load('API', api));
    // For reading the ratio: the API's whole Nest stack (helmet, CORS, log, throttler, guards,
    // pipes) answering a route that does nothing, GET /health/live.
    floorRuns.push(
      await load('API /health/live', `${stack.urls.api}/health/live`, { post: false }),
    );
  }
  const apiResult = medianRound(apiRuns);
  const rawResult = medianRound(rawRuns);
  const floorResult = medianRound(floorRuns);
  const ratio = apiResult.rps / rawResult.rps;
  for (const result of [rawResult, apiResult, floorResult])
    console.log(
      `  ${result.title.padEnd(17)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  const throughputOk =
    ratio >= RATIO_BUDGET && apiResult.p99 < P99_BUDGET_MS && apiResult.non2xx === 0;
  console.log(
    `  ratio ${ratio.toFixed(2)} (budget ≥ ${RATIO_BUDGET}), p99 ${apiResult.p99} ms (budget < ${P99_BUDGET_MS} ms) ${throughputOk ? '✔' : '✘'}`,
  );
  console.log(
    `  GET /health/live ÷ raw ${(floorResult.rps / rawResult.rps).toFixed(2)}: the telemetry route runs at ${((apiResult.rps / floorResult.rps) * 100).toFixed(0)} % of the stack's own floor\n`,
  );
  failed ||= !throughputOk;

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const url = `${stack.urls.shell}/`;
    const off = await scriptBytes(browser, url, { telemetry: false });
    const on = await scriptBytes(browser, url, { telemetry: true });
    const more = on.bytes - off.bytes;
    const bytesOk = more <= BYTES_BUDGET;
    console.log(`Script on the wire for / in Chromium, ${stack.urls.shell}`);
    console.log(`  telemetry off ${(off.bytes / 1024).toFixed(1)} KB  (${off.beacons} beacons)`);
    console.log(`  telemetry on  ${(on.bytes / 1024).toFixed(1)} KB  (${on.beacons} beacons)`);
    console.log(
      `  files only with it on: ${on.files.filter((file) => !off.files.includes(file)).join(', ') || 'none'}`,
    );
    console.log(
      `  ${more >= 0 ? '+' : ''}${(more / 1024).toFixed(2)} KB with telemetry on (budget ≤ 3 KB) ${bytesOk ? '✔' : '✘'}`,
    );
    failed ||= !bytesOk;
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
