#!/usr/bin/env node
// Memory of the API during a CSV export, never a test. It seeds BENCH_USERS (100k) users, starts
// the built API, then downloads GET /users/export.csv as an admin while sampling the API's
// resident memory from /proc every 50 ms: before, at the peak, and after. Streaming shows as a
// peak close to the idle figure; a body built in one piece would add its size (and V8's copies).
// BENCH_USERS_SEARCH=database exports from a database cursor instead of the in-process index;
// BENCH_API_HEAP_MB caps the API's V8 heap (an export that held every row would then crash it).
import fs from 'node:fs';
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
import { adminToken } from './lib/admin-token.mjs';
import { usersListReady } from './lib/users-list-ready.mjs';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const usersSearch = process.env.BENCH_USERS_SEARCH ?? 'auto';
const heapCap = process.env.BENCH_API_HEAP_MB;

/** The resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
function residentMegabytes(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Downloads the export, counting bytes, chunks and rows, while sampling the API's memory. */
async function exportWhileSampling(url, token, pid) {
  let peak = residentMegabytes(pid) ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid) ?? 0)), 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    let bytes = 0;
    let chunks = 0;
    let rows = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      chunks += 1;
      for (const byte of chunk) if (byte === 0x0a) rows += 1;
    }
    return { bytes, chunks, rows: rows - 1, seconds: (performance.now() - started) / 1000, peak };
  } finally {
    clearInterval(sampler);
  }
}

requireBuilt();
const harness = await startHarness();
try {
  const [shell, pub, dash, api] = await freePorts(4);
  const ports = { shell, public: pub, dashboard: dash, api };
  const jwtSecret = localJwtSecret();
  console.log(`Seeding the catalogue, the admin and ${users.toLocaleString('en')} users…`);
  const seeded = await seed({
    ...apiEnvironment({ harnessEnv: harness.env, ports, jwtSecret }),
    SEED_FAKE_USERS: String(users),
  });
  const apps = await startApps({
    harnessEnv: harness.env,
    ports,
    jwtSecret,
    logLevel: 'silent',
    quietApi: true,
    extraOrigins: [],
    extraEnv: {
      USERS_SEARCH: usersSearch,
      // The index bound above the seeded users, so `auto` holds them all (its default is 100,000).
      USERS_INDEX_MAX_RECORDS: String(users + 1000),
      ...(heapCap ? { NODE_OPTIONS: `--max-old-space-size=${heapCap}` } : {}),
    },
  });
  const token = await adminToken(
    harness.env,
    apps.urls.api,
    seeded.adminEmail,
    seeded.adminPassword,
    apps.urls.shell,
  );
  await usersListReady(apps.urls.api, token);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = residentMegabytes(apps.apiPid);

  const result = await exportWhileSampling(`${apps.urls.api}/users/export.csv`, token, apps.apiPid);
  const after = residentMegabytes(apps.apiPid);
  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log(
    `\nGET /users/export.csv, USERS_SEARCH=${usersSearch}, ${users.toLocaleString('en')} users${heapCap ? `, API heap capped at ${heapCap} MB` : ''}`,
  );
  console.log(
    `  rows ${result.rows.toLocaleString('en')}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB of CSV in ${result.chunks.toLocaleString('en')} chunks, ${result.seconds.toFixed(1)} s`,
  );
  if (idle !== undefined && after !== undefined)
    console.log(
      `  API resident memory: ${mb(idle)} before, ${mb(result.peak)} at the peak (+${mb(result.peak - idle)}), ${mb(after)} after`,
    );
  await apps.stop();
} finally {
  await harness.stop();
  await stopAll();
}
