#!/usr/bin/env node
// The outside fuzzer: schemathesis against a real API on the harness's services, with a database
// of its own (it deletes as an admin). Three runs: anonymous, a member and an admin. Started alone
// (`node tools/fuzz/run-fuzz.mjs`, which starts its own harness) or by scripts/test.mjs.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiEnvironment, requireBuilt, API_BUILD_OUTPUTS } from '../hosting/stack.mjs';
import { freePort, waitForHttp } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';
import { repoRoot } from '../process/repo-root.mjs';
import { bold, info } from '../process/log.mjs';
import { makeFixtures } from './fuzz-fixtures.mjs';
import { fuzzConfig } from './fuzz-config.mjs';
import { ensureSchemathesis, fuzzWorkers } from './schemathesis.mjs';

/** The same cases on every run. */
export const FUZZ_SEED = 20261202;
/** Generated cases per operation and phase: the three runs fit in 5 minutes on two cores. */
export const FUZZ_EXAMPLES = 8;

/** Budgets far above what a run sends: a 429 would hide what the fuzzer reaches behind it. */
const UNTHROTTLED = Object.fromEntries(
  ['JWT', 'CONTACTS', 'IMAGES', 'USERS', 'QUOTES', 'TELEMETRY'].map((name) => [
    `THROTTLE_${name}_LIMIT`,
    '1000000',
  ]),
);

/** The API, built, on a free port, on a database no other suite uses. */
export async function startFuzzApi(harnessEnv) {
  requireBuilt(API_BUILD_OUTPUTS);
  const port = await freePort();
  const database = new URL(harnessEnv.MONGODB_URI);
  database.pathname = `/fuzz_${crypto.randomBytes(4).toString('hex')}`;
  const apiEnv = apiEnvironment({
    harnessEnv: { ...harnessEnv, MONGODB_URI: database.toString() },
    ports: { api: port, shell: 3000, public: 3001, dashboard: 3002 },
    jwtSecret: crypto.randomBytes(48).toString('hex'),
    logLevel: 'warn',
    // The admin run steps up once at its start; its sensitive calls still count as fresh later.
    extraEnv: { ...UNTHROTTLED, REDIS_URL: '', STEP_UP_FRESH_SECONDS: '3600' },
  });
  const api = startService('fuzz-api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env: apiEnv,
    quiet: true,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, { name: 'API', timeoutMs: 60_000, isAlive: api.isAlive });
  } catch (error) {
    await api.stop();
    throw new Error(`${error.message}\n${lastOutput(api)}`);
  }
  return { api, apiEnv, url };
}

/** One schemathesis run, shown as it goes and kept in `logFile`; answers its exit code and output. */
function schemathesis(binary, args, env, cwd, logFile) {
  return new Promise((resolve, reject) => {
    // In the results folder: schemathesis keeps its .schemathesis cache where it runs.
    const child = spawn(binary, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = fs.createWriteStream(logFile);
    let output = '';
    for (const [stream, shown] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        shown.write(chunk);
        log.write(chunk);
        output += chunk;
      });
    child.on('error', reject);
    child.on('close', (code) => log.end(() => resolve({ code: code ?? 1, output })));
  });
}

/** The closing summary's numbers: operations tested, cases generated, failures found. */
export function summaryOf(output) {
  const number = (pattern) => Number(output.match(pattern)?.[1] ?? NaN);
  const failures = output.match(/(\d+) found (\d+) unique failures?/);
  return {
    operations: number(/^\s*Tested: (\d+)/m),
    generated: number(/^\s*(\d+) generated/m),
    failures: failures ? Number(failures[2]) : 0,
  };
}

/** The JUnit report's counts: every test case, and those that failed or erred. */
function junitCounts(file) {
  if (!fs.existsSync(file)) return { tests: 0, failed: 1 };
  const xml = fs.readFileSync(file, 'utf8');
  const cases = xml.match(/<testcase\b/g)?.length ?? 0;
  const failed = (xml.match(/<testcase\b[^>]*>\s*<(failure|error)\b/g) ?? []).length;
  return { tests: cases, failed };
}

/**
 * Runs the three callers one after another; writes `fuzz-<caller>.xml` (JUnit), `fuzz-<caller>.log`
 * (the output) and one `api-fuzz.json` of counts into `resultsDir`. Rejects when any run failed.
 */
export async function runFuzz({ harnessEnv, resultsDir }) {
  const binary = await ensureSchemathesis();
  const workers = fuzzWorkers();
  fs.mkdirSync(resultsDir, { recursive: true });
  const { api, apiEnv, url } = await startFuzzApi(harnessEnv);
  const totals = { suite: 'API fuzzer (schemathesis)', passed: 0, failed: 0, runs: [] };
  const failures = [];
  try {
    const fixtures = await makeFixtures(apiEnv, url);
    const { callers } = fixtures;
    const configFile = path.join(resultsDir, 'schemathesis.toml');
    fs.writeFileSync(configFile, fuzzConfig(fixtures));
    for (const caller of callers) {
      info(bold(`schemathesis, ${caller.name}`));
      const junit = path.join(resultsDir, `fuzz-${caller.name}.xml`);
      const { code, output } = await schemathesis(
        binary,
        [
          '--config-file',
          configFile,
          'run',
          `${url}/docs-json`,
          '--url',
          url,
          '--checks',
          'all',
          '--phases',
          'examples,coverage,fuzzing,stateful',
          '--seed',
          String(FUZZ_SEED),
          '--max-examples',
          String(FUZZ_EXAMPLES),
          '--workers',
          String(workers),
          '--request-timeout',
          '10',
          // How fast schemathesis itself draws cases says nothing of the API: on a loaded machine
          // a body of many rules (POST /quotes/bulk) trips the check while every case is fine.
          '--suppress-health-check',
          'too_slow',
          '--report',
          'junit',
          '--report-junit-path',
          junit,
          '--no-color',
          ...(caller.token ? ['--header', `Authorization: Bearer ${caller.token}`] : []),
        ],
        { ...process.env, SCHEMATHESIS_HOOKS: '' },
        resultsDir,
        path.join(resultsDir, `fuzz-${caller.name}.log`),
      );
      const summary = { caller: caller.name, ...summaryOf(output) };
      totals.runs.push(summary);
      info(
        `schemathesis, ${caller.name}: ${summary.operations} operations, ` +
          `${summary.generated} cases, ${summary.failures} failures`,
      );
      const counts = junitCounts(junit);
      totals.passed += counts.tests - counts.failed;
      totals.failed += counts.failed;
      if (code !== 0) failures.push(`${caller.name} (exit ${code}, ${counts.failed} failing)`);
      if (code !== 0 && counts.failed === 0) totals.failed += 1;
    }
  } finally {
    fs.writeFileSync(path.join(resultsDir, 'api-fuzz.json'), JSON.stringify(totals, null, 2));
    await api.stop();
  }
  if (failures.length) throw new Error(`schemathesis failed: ${failures.join('; ')}`);
  return totals;
}

// Alone: its own harness, reports under .test-results/.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startHarness } = await import('../harness/start-harness.mjs');
  const harness = await startHarness({ redis: false, mail: true });
  let exitCode = 0;
  try {
    const totals = await runFuzz({
      harnessEnv: harness.env,
      resultsDir: path.join(repoRoot, '.test-results'),
    });
    console.log(`${totals.passed} passed, ${totals.failed} failed`);
  } catch (error) {
    console.error(error.message);
    exitCode = 1;
  } finally {
    await harness.stop();
  }
  process.exit(exitCode);
}
