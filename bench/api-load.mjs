#!/usr/bin/env node
// Load benchmark of the API, never a test. It times, in one run and on 127.0.0.1 only:
//   1. a raw Node http server answering a fixed JSON (the ceiling of this machine),
//   2. GET /categories,
//   3. GET /users?search=…&role=user&page=3 as an admin, with BENCH_USERS (100k) users seeded,
//   4. the same list with a different search on every request (nothing reused).
// Each target gets a fixed-duration, fixed-connection autocannon run, so every loop is bounded.
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { startHarness } from '../scripts/lib/harness.mjs';
import { freePorts } from '../scripts/lib/ports.mjs';
import { stopAll } from '../scripts/lib/processes.mjs';
import { apiEnvironment, localJwtSecret, requireBuilt, seed, startApps } from '../scripts/lib/stack.mjs';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** The resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
function residentMegabytes(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function load(title, url, headers = {}, requests = undefined) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, headers, duration, connections, pipelining: 1, ...(requests ? { requests } : {}) }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

async function adminToken(harnessEnv, apiUrl, email, password) {
  const signIn = await fetch(`http://${harnessEnv.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = await signIn.json();
  const exchange = await fetch(`${apiUrl}/jwt`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken }) });
  if (!exchange.ok) throw new Error(`POST /jwt answered ${exchange.status}`);
  return (await exchange.json()).token;
}

requireBuilt();
const harness = await startHarness();
const raw = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
try {
  const [shell, pub, dash, api, rawPort] = await freePorts(5);
  const ports = { shell, public: pub, dashboard: dash, api };
  const jwtSecret = localJwtSecret();
  console.log(`Seeding the catalogue, the admin and ${users.toLocaleString('en')} users…`);
  const seeded = await seed({ ...apiEnvironment({ harnessEnv: harness.env, ports, jwtSecret }), SEED_FAKE_USERS: String(users) });
  const apps = await startApps({ harnessEnv: harness.env, ports, jwtSecret, logLevel: 'silent', quietApi: true, extraOrigins: [] });
  await new Promise((resolve) => raw.listen(rawPort, '127.0.0.1', resolve));
  const token = await adminToken(harness.env, apps.urls.api, seeded.adminEmail, seeded.adminPassword);
  // Not measured: the API reads its users index once at start (on FerretDB, USERS_SEARCH=auto
  // keeps it in process), and the timed runs must not share the machine with that read.
  const warmUp = await fetch(`${apps.urls.api}/users?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!warmUp.ok) throw new Error(`GET /users answered ${warmUp.status} while warming up`);
  console.log(`The API lists ${Number(warmUp.headers.get('x-total-count')).toLocaleString('en')} users.`);
  const idleMemory = residentMegabytes(apps.apiPid);

  console.log(`autocannon: ${connections} connections, ${duration}s per target, 127.0.0.1 only\n`);
  const results = [];
  results.push(await load('raw node http (fixed JSON)', `http://127.0.0.1:${rawPort}/`));
  results.push(await load('GET /categories', `${apps.urls.api}/categories`));
  results.push(await load(`GET /users?search=…&role=user&page=3 (${users.toLocaleString('en')} users)`, `${apps.urls.api}/users?search=user-1&role=user&page=3&limit=10`, { authorization: `Bearer ${token}` }));
  // The same list with another search on every request, so no answer is reused (the API keeps
  // the matches of its last searches for paging).
  let step = 0;
  const everyRequestAnotherSearch = [{ setupRequest: (request) => ({ ...request, path: `/users?search=user-${(step = (step + 7919) % users) + 1}&role=user&page=1&limit=10` }) }];
  results.push(await load('GET /users?search=<different each time>&role=user', `${apps.urls.api}/users`, { authorization: `Bearer ${token}` }, everyRequestAnotherSearch));

  const width = Math.max(...results.map((r) => r.title.length));
  console.log(`${'target'.padEnd(width)}  ${'req/s'.padStart(9)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  non-2xx`);
  for (const r of results) console.log(`${r.title.padEnd(width)}  ${r.rps.toFixed(0).padStart(9)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${r.non2xx + r.errors}`);
  console.log(`\nGET /categories ÷ raw http throughput: ${(results[1].rps / results[0].rps).toFixed(3)}`);
  const loadedMemory = residentMegabytes(apps.apiPid);
  if (idleMemory !== undefined && loadedMemory !== undefined)
    console.log(`API resident memory: ${idleMemory} MB with the users indexed, ${loadedMemory} MB after the runs`);
  await apps.stop();
} finally {
  raw.close();
  await harness.stop();
  await stopAll();
}
