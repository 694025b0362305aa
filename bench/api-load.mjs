#!/usr/bin/env node
// Load benchmark of the API, never a test. It times, in one run and on 127.0.0.1 only:
//   1. GET /categories and GET /categories/{key}, each next to a raw Node http server (a process
//      of its own, as the API is) sending the same bytes (headers but Date, and body), in
//      BENCH_ROUNDS (3) alternating rounds of half BENCH_SECONDS each, the median round of each,
//   2. GET /users?search=…&role=user&page=3 as an admin, with BENCH_USERS (100k) users seeded,
//   3. the same list with a different search on every request (nothing reused),
//   4. the roles guard's read of the caller: GET /quotes/mine as the first record and as the last,
//   5. what request logging costs: GET /health/live (the whole stack, no database) with
//      LOG_LEVEL=info against a second API process with LOG_LEVEL=silent, in alternating rounds.
// Each target gets a fixed-duration, fixed-connection autocannon run, so every loop is bounded.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePorts, waitForHttp } from '@threadline/tools/process/ports';
import { startService, stopAll } from '@threadline/tools/process/processes';
import {
  apiEnvironment,
  localJwtSecret,
  requireBuilt,
  seed,
  startApps,
} from '@threadline/tools/hosting/stack';
import { adminToken } from './lib/admin-token.mjs';
import { usersListReady } from './lib/users-list-ready.mjs';
import { rawServerLike, rawServerPid } from './lib/raw-server-like.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const users = Number(process.env.BENCH_USERS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The catalogue's comparison with raw http: this many alternating rounds of each, each this long. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const roundSeconds = Math.max(2, Math.round(duration / 2));
/** The issue's budgets for the public catalogue. */
const RATIO_BUDGET = 0.4;
const P99_BUDGET_MS = 25;

/** The resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
function residentMegabytes(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * `run`'s result with the CPU time `pid` spent per request meanwhile, in µs: unlike throughput,
 * it hardly moves with what else the machine runs.
 */
async function withCpu(pid, run) {
  const before = cpuMs(pid);
  const result = await run();
  const after = cpuMs(pid);
  return {
    ...result,
    cpuUs:
      before === undefined || after === undefined || result.total === 0
        ? undefined
        : ((after - before) * 1000) / result.total,
  };
}

function load(title, url, headers = {}, requests = undefined, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        title,
        url,
        headers,
        duration: seconds,
        connections,
        pipelining: 1,
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            title,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors,
            total: result.requests.total,
          });
      },
    );
  });
}

/** The middle of an odd number of rounds of one target, by throughput; errors are summed. */
function medianRound(results) {
  const middle = [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
  const cpu = results.filter((r) => r.cpuUs !== undefined);
  return {
    ...middle,
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    // Over every round: the CPU time summed over the requests summed.
    cpuUs:
      cpu.length === results.length
        ? cpu.reduce((sum, r) => sum + r.cpuUs * r.total, 0) /
          cpu.reduce((sum, r) => sum + r.total, 0)
        : undefined,
  };
}

/** The median time of `count` sequential GETs, as text with the statuses seen. */
async function median(url, headers, count = 11) {
  const times = [];
  const statuses = new Set();
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    statuses.add(response.status);
    times.push(performance.now() - started);
  }
  return `${times.sort((a, b) => a - b)[Math.floor(count / 2)].toFixed(1)} ms (${[...statuses].join(', ')})`;
}

/**
 * An API token for a seeded bench user (they have no Firebase account to exchange), signed as
 * POST /jwt signs it: HS256, the API's issuer, the record's id and session version.
 */
function apiTokenFor(record, jwtSecret) {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: record.uid, email: record.email, rid: record._id, sv: record.sessionVersion ?? 0, iat: now, exp: now + 3600, iss: 'threadline-api' })}`;
  return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
}

requireBuilt();
const harness = await startHarness();
try {
  const [shell, pub, dash, api, rawListPort, rawKeyPort, silentApiPort] = await freePorts(7);
  const ports = { shell, public: pub, dashboard: dash, api };
  const jwtSecret = localJwtSecret();
  console.log(`Seeding the catalogue, the admin and ${users.toLocaleString('en')} users…`);
  const seeded = await seed({
    ...apiEnvironment({ harnessEnv: harness.env, ports, jwtSecret }),
    SEED_FAKE_USERS: String(users),
  });
  // Request logging as in production (info, sampled reads); the output is read and dropped.
  const apps = await startApps({
    harnessEnv: harness.env,
    ports,
    jwtSecret,
    logLevel: 'info',
    quietApi: true,
    extraOrigins: [],
    // The in-process users index as measured here: bound above the seeded users (its default,
    // 100,000, would leave 100,001 records to the database).
    extraEnv: { USERS_INDEX_MAX_RECORDS: String(users + 1000) },
  });
  const base = apps.urls.api;
  const token = await adminToken(
    harness.env,
    base,
    seeded.adminEmail,
    seeded.adminPassword,
    apps.urls.shell,
  );
  const asAdmin = { authorization: `Bearer ${token}` };
  // The timed runs must not share the machine with the users index's first read.
  const warmUp = await usersListReady(base, token);
  console.log(
    `The API lists ${Number(warmUp.headers.get('x-total-count')).toLocaleString('en')} users.`,
  );
  const idleMemory = residentMegabytes(apps.apiPid);
  const categoryKey = (await (await fetch(`${base}/categories`)).json())[0]?.key;
  const rawList = await rawServerLike(`${base}/categories`, rawListPort);
  const rawKey = await rawServerLike(`${base}/categories/${categoryKey}`, rawKeyPort);

  console.log(
    `autocannon: ${connections} connections, ${duration}s per target (the catalogue: ${rounds} rounds of ${roundSeconds}s), 127.0.0.1 only\n`,
  );
  const rows = [];
  const measure = async (title, url, headers, requests, against) => {
    const result = await load(title, url, headers, requests);
    rows.push({ ...result, against });
    return result;
  };
  // The catalogue against its raw server in alternating rounds (raw, API, raw, API, …): the
  // machine is shared, and a single pair of back-to-back runs moved the ratio by half when the
  // load around it changed. Each side's figure is the median of its rounds.
  // Two targets in alternating rounds (first, second, first, …): the median round of each, and
  // second ÷ first by round.
  const alternating = async (runFirst, runSecond) => {
    const firsts = [];
    const seconds = [];
    for (let round = 0; round < rounds; round += 1) {
      firsts.push(await runFirst());
      seconds.push(await runSecond());
    }
    const byRound = seconds.map((s, i) => (s.rps / firsts[i].rps).toFixed(3)).join(', ');
    return { first: medianRound(firsts), second: medianRound(seconds), byRound };
  };
  const versusRaw = async (title, url, rawTitle, rawUrl) => {
    const {
      first: raw,
      second: result,
      byRound,
    } = await alternating(
      () =>
        withCpu(rawServerPid(rawUrl), () => load(rawTitle, rawUrl, {}, undefined, roundSeconds)),
      () => withCpu(apps.apiPid, () => load(title, url, {}, undefined, roundSeconds)),
    );
    rows.push({ ...raw, against: undefined }, { ...result, against: raw });
    console.log(`${title}: ÷ raw by round ${byRound}`);
    return { raw, result };
  };
  const { raw: rawListRun, result: list } = await versusRaw(
    'GET /categories',
    `${base}/categories`,
    'raw node http (the bytes of GET /categories)',
    rawList,
  );
  const { raw: rawKeyRun, result: byKey } = await versusRaw(
    `GET /categories/${categoryKey}`,
    `${base}/categories/${categoryKey}`,
    `raw node http (the bytes of GET /categories/${categoryKey})`,
    rawKey,
  );
  await measure(
    `GET /users?search=…&role=user&page=3 (${users.toLocaleString('en')} users)`,
    `${base}/users?search=user-1&role=user&page=3&limit=10`,
    asAdmin,
    undefined,
    rawListRun,
  );
  // The same list with another search on every request, so no answer is reused (the API keeps
  // the matches of its last searches for paging).
  let step = 0;
  const everyRequestAnotherSearch = [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/users?search=user-${(step = (step + 7919) % users) + 1}&role=user&page=1&limit=10`,
      }),
    },
  ];
  await measure(
    'GET /users?search=<different each time>&role=user',
    `${base}/users`,
    asAdmin,
    everyRequestAnotherSearch,
    rawListRun,
  );

  // The roles guard reads the caller's record by _id on every request: the seeded admin is the
  // first record, the last bench user the last one.
  const lastUser = (
    await (
      await fetch(`${base}/users?search=${encodeURIComponent(`user-${users}@`)}&limit=1`, {
        headers: asAdmin,
      })
    ).json()
  )[0];
  const firstRecord = await median(`${base}/quotes/mine`, asAdmin);
  const lastRecord = lastUser
    ? await median(`${base}/quotes/mine`, {
        authorization: `Bearer ${apiTokenFor(lastUser, jwtSecret)}`,
      })
    : 'n/a';
  const loadedMemory = residentMegabytes(apps.apiPid);

  // The same API without request logging, for what the log costs the whole stack: both processes
  // run at once and are loaded in alternating rounds, each side's figure the median of its rounds.
  // One run each, minutes apart, moved the cost between 7 and 23 % on the same build.
  const silentApi = startService('api (silent)', process.execPath, ['api/dist/main.js'], {
    cwd: path.join(here, '..'),
    env: { ...apps.apiEnv, PORT: String(silentApiPort), LOG_LEVEL: 'silent' },
    quiet: true,
  });
  const silentBase = `http://127.0.0.1:${silentApiPort}`;
  await waitForHttp(`${silentBase}/health`, {
    name: 'API (silent)',
    timeoutMs: 60_000,
    isAlive: () => !silentApi.exited,
  });
  await usersListReady(silentBase, token);
  const liveness = (level, at) => () =>
    load(`GET /health/live, LOG_LEVEL=${level}`, `${at}/health/live`, {}, undefined, roundSeconds);
  const {
    first: silent,
    second: logged,
    byRound,
  } = await alternating(liveness('silent', silentBase), liveness('info', base));
  rows.push({ ...logged, against: rawListRun }, { ...silent, against: rawListRun });
  console.log(`Request logging, info ÷ silent by round ${byRound}`);
  await apps.stop();

  const width = Math.max(...rows.map((r) => r.title.length));
  console.log(
    `${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'÷ raw'.padStart(6)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'CPU µs'.padStart(6)}  non-2xx`,
  );
  for (const r of rows)
    console.log(
      `${r.title.padEnd(width)}  ${r.rps.toFixed(0).padStart(7)}  ${(r.against ? (r.rps / r.against.rps).toFixed(3) : '').padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${(r.cpuUs === undefined ? '' : r.cpuUs.toFixed(0)).padStart(6)}  ${r.non2xx + r.errors}`,
    );
  console.log(
    "\n÷ raw: the API row's throughput over the raw server sending the same bytes (the /users and",
  );
  console.log('/health rows: over the raw server of GET /categories, for scale). CPU µs: the');
  console.log("serving process's CPU time per request over its rounds (the catalogue rows only).");
  for (const [name, result, raw] of [
    ['GET /categories', list, rawListRun],
    [`GET /categories/${categoryKey}`, byKey, rawKeyRun],
  ]) {
    const ratio = result.rps / raw.rps;
    const within = ratio >= RATIO_BUDGET && result.p99 < P99_BUDGET_MS;
    console.log(
      `${name}: ${ratio.toFixed(3)} of raw http, p99 ${result.p99} ms (budget ≥ ${RATIO_BUDGET}, < ${P99_BUDGET_MS} ms): ${within ? 'within' : 'OVER'} budget`,
    );
    if (result.cpuUs !== undefined && raw.cpuUs !== undefined)
      console.log(
        `  CPU per request: the API ${result.cpuUs.toFixed(0)} µs, raw http ${raw.cpuUs.toFixed(0)} µs (raw ÷ API ${(raw.cpuUs / result.cpuUs).toFixed(3)})`,
      );
  }
  console.log(
    `Request logging costs ${Math.max(0, (1 - logged.rps / silent.rps) * 100).toFixed(0)} % of GET /health/live's throughput (budget 10 %)`,
  );
  console.log(
    `Roles guard, GET /quotes/mine median: ${firstRecord} as the first record, ${lastRecord} as record ${(users + 1).toLocaleString('en')}`,
  );
  if (idleMemory !== undefined && loadedMemory !== undefined)
    console.log(
      `API resident memory: ${idleMemory} MB with the users indexed, ${loadedMemory} MB after the runs`,
    );
} finally {
  await harness.stop();
  await stopAll();
}
