#!/usr/bin/env node
// Where one API request's time goes (not a benchmark, not a test): starts the harness, seeds the
// catalogue, runs the built API under `node --cpu-prof` while autocannon loads PROFILE_PATH
// (default /categories) for PROFILE_SECONDS (10), stops it gracefully, and prints self time by
// function and by package from the .cpuprofile it wrote. PROFILE_METHOD/PROFILE_BODY/
// PROFILE_TYPE post a body instead (the telemetry route).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePorts, waitForHttp } from '@threadline/tools/process/ports';
import { startService, stopAll } from '@threadline/tools/process/processes';
import { apiEnvironment, localJwtSecret, seed } from '@threadline/tools/hosting/stack';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const target = process.env.PROFILE_PATH ?? '/categories';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const top = Number(process.env.PROFILE_TOP ?? 40);
/** PROFILE_CPU=0: no profiler, only the CPU time per request (the profiler adds its own). */
const profiling = process.env.PROFILE_CPU !== '0';
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-profile-'));

/** The CPU time a process has used, user and system (the kernel, its sockets), in ms, from /proc (Linux). */
function cpuTimes(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second).
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/**
 * Self time per node, summed by a key of its call frame, over the samples taken from `fromUs` to
 * `toUs` (the profile's clock) that were not idle.
 */
function selfTimes(profile, keyOf, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < fromUs || time > toUs || byId.get(id).callFrame.functionName === '(idle)') return;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  const sums = new Map();
  for (const [id, count] of counts) {
    const key = keyOf(byId.get(id).callFrame);
    sums.set(key, (sums.get(key) ?? 0) + count);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return [...sums].sort((a, b) => b[1] - a[1]).map(([key, n]) => [key, (100 * n) / total]);
}

/** Like selfTimes, but each sample counts for every function on its stack (inclusive time). */
function totalTimes(profile, keyOf, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const sums = new Map();
  let total = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < fromUs || time > toUs || byId.get(id).callFrame.functionName === '(idle)') return;
    total += 1;
    const keys = new Set();
    for (let node = id; node !== undefined; node = parent.get(node))
      keys.add(keyOf(byId.get(node).callFrame));
    for (const key of keys) sums.set(key, (sums.get(key) ?? 0) + 1);
  });
  return [...sums].sort((a, b) => b[1] - a[1]).map(([key, n]) => [key, (100 * n) / total]);
}

function packageOf(url) {
  if (!url) return '(native/vm)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  return path.relative(root, url.replace(/^file:\/\//, ''));
}

let tailUs = 0;
const harness = await startHarness({ mail: false });
try {
  const [api, shell, pub, dash] = await freePorts(4);
  const env = apiEnvironment({
    harnessEnv: harness.env,
    ports: { api, shell, public: pub, dashboard: dash },
    jwtSecret: localJwtSecret(),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    extraEnv: { THROTTLE_TELEMETRY_LIMIT: '9999999' },
  });
  await seed(env);
  const service = startService(
    'api (profiled)',
    process.execPath,
    [...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'api/dist/main.js'],
    { cwd: root, env, quiet: true },
  );
  const base = `http://127.0.0.1:${api}`;
  await waitForHttp(`${base}/health`, { name: 'API', timeoutMs: 60_000 });
  const request = {
    url: `${base}${target}`,
    method: process.env.PROFILE_METHOD ?? 'GET',
    ...(process.env.PROFILE_BODY
      ? {
          body: fs.readFileSync(process.env.PROFILE_BODY, 'utf8'),
          headers: { 'content-type': process.env.PROFILE_TYPE ?? 'text/plain' },
        }
      : {}),
  };
  // A warm-up, so the profile is the steady state rather than the first compilations.
  await autocannon({ ...request, duration: 2, connections: 20 });
  const cpuBefore = cpuTimes(service.child.pid);
  const result = await autocannon({ ...request, duration: seconds, connections: 20 });
  const cpuAfter = cpuTimes(service.child.pid);
  const perRequest = (ms) => ((ms * 1000) / result.requests.total).toFixed(0);
  const user = cpuAfter.user - cpuBefore.user;
  const system = cpuAfter.system - cpuBefore.system;
  console.log(
    `${request.method} ${target}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ` +
      `the API's CPU ${perRequest(user + system)} µs a request (user ${perRequest(user)}, system ${perRequest(system)}; ${result.requests.total} requests)`,
  );
  const loadEnded = performance.now();
  service.child.kill('SIGINT');
  for (let i = 0; i < 100 && !service.exited; i += 1) await new Promise((r) => setTimeout(r, 100));
  // The profile ends when the API exits: the timed load is the `seconds` before it stopped.
  tailUs = (performance.now() - loadEnded) * 1000;
} finally {
  await stopAll();
  await harness.stop();
}
if (!profiling) process.exit(0);
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`No profile in ${profileDir}`);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
const toUs = profile.endTime - tailUs;
const fromUs = toUs - seconds * 1e6;
console.log(`\n${path.join(profileDir, file)}\n\nself time under load (idle left out) by package:`);
for (const [key, share] of selfTimes(profile, (f) => packageOf(f.url), fromUs, toUs).slice(0, 25))
  console.log(`${share.toFixed(1).padStart(5)} %  ${key}`);
console.log('\nself time by function:');
for (const [key, share] of selfTimes(
  profile,
  (f) => `${f.functionName || '(anonymous)'} ${packageOf(f.url)}:${f.lineNumber + 1}`,
  fromUs,
  toUs,
).slice(0, top))
  console.log(`${share.toFixed(1).padStart(5)} %  ${key}`);
console.log('\ntotal time (self and callees) by function:');
for (const [key, share] of totalTimes(
  profile,
  (f) => `${f.functionName || '(anonymous)'} ${packageOf(f.url)}:${f.lineNumber + 1}`,
  fromUs,
  toUs,
).slice(0, Number(process.env.PROFILE_TOTAL_TOP ?? 80)))
  console.log(`${share.toFixed(1).padStart(5)} %  ${key}`);
