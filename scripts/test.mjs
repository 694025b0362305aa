#!/usr/bin/env node
// `npm test`: every test — static checks, jest suites (unit and API integration against the real
// database and Auth emulator), the outside API fuzzer (schemathesis) and the Playwright journeys
// in Debian's chromium — then one closing line with the counts.
import fs from 'node:fs';
import path from 'node:path';
import { bootstrap, repoRoot } from './bootstrap.mjs';

// Dependencies and Node 24 first: the tools below come from the workspace package.
await bootstrap();
const { startHarness } = await import('@threadline/tools/harness/start-harness');
const { bold, green, info, red, SetupError } = await import('@threadline/tools/process/log');
const { run, stopAll } = await import('@threadline/tools/process/processes');
const { buildAll } = await import('@threadline/tools/hosting/stack');
const { runFuzz } = await import('@threadline/tools/fuzz/run-fuzz');

const resultsDir = path.join(repoRoot, '.test-results');
const lernaEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
let harness;
const phases = [];

const suiteStarted = Date.now();
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/** Runs one phase; its time is printed after it and again in the closing summary. */
async function phase(name, fn) {
  info(bold(name));
  const started = Date.now();
  try {
    await fn();
    phases.push({ name, ok: true, ms: Date.now() - started });
  } catch (error) {
    phases.push({ name, ok: false, error: error.message, ms: Date.now() - started });
    console.error(red(`✖ ${name}: ${error.message}`));
  }
  info(`${name}: ${minutes(Date.now() - started)}`);
}

/**
 * Runs the tasks, `concurrency` at a time (all of them, or one after another), each to its end
 * even when another fails; rejects naming the ones that failed.
 */
async function runAll(tasks, concurrency) {
  const errors = [];
  const attempt = (task) => task().catch((error) => errors.push(error.message));
  if (concurrency > 1) await Promise.all(tasks.map(attempt));
  else for (const task of tasks) await attempt(task);
  if (errors.length) throw new Error(errors.join('; '));
}

function collectCounts() {
  const totals = { passed: 0, failed: 0, skipped: 0, suites: [] };
  if (!fs.existsSync(resultsDir)) return totals;
  for (const file of fs
    .readdirSync(resultsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const counts = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped ?? 0;
    totals.suites.push(counts);
  }
  return totals;
}

async function main() {
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  await phase('Build every workspace', buildAll);
  // The database, the Auth emulator, Mailpit and Redis start while the static checks run (their
  // start-up waits on the JVM and the database engine more than on the cores).
  info(bold('Start the database and the Firebase Auth emulator (beside the static checks)'));
  const harnessStarting = startHarness();
  harnessStarting.catch(() => {});
  // Type-checks two workspaces at a time; eslint, then prettier, beside them, on whichever core
  // the type-checks leave idle (the API's tsc runs last and alone). Each runs to its end.
  await phase('Type-check, lint and format check', () =>
    runAll(
      [
        () =>
          run('npx', ['lerna', 'run', 'typecheck', '--loglevel', 'warn'], {
            cwd: repoRoot,
            env: { ...process.env, ...lernaEnv },
          }),
        () =>
          runAll(
            [
              () => run('npx', ['eslint', '.'], { cwd: repoRoot }),
              // Formatting is checked, never rewritten here: `npm run format` writes it.
              () =>
                run('npx', ['prettier', '--check', '--log-level', 'warn', '.'], { cwd: repoRoot }),
              () => run(process.execPath, ['scripts/check-shared-versions.mjs'], { cwd: repoRoot }),
            ],
            1,
          ),
      ],
      2,
    ),
  );
  harness = await harnessStarting;
  const env = {
    ...process.env,
    ...harness.env,
    ...lernaEnv,
    TEST_RESULTS_DIR: resultsDir,
    CI: process.env.CI ?? 'true',
  };
  // Two workspaces at a time. The API suite is the longest by far (about four minutes, waiting
  // mostly on the database and the emulator): it starts first, and the other workspaces' suites
  // run one after another beside it on the second core, instead of the API's starting last and
  // running alone at the end. JEST_WORKSPACE_CONCURRENCY=1 runs them one at a time.
  const jestConcurrency = Number(process.env.JEST_WORKSPACE_CONCURRENCY ?? '2');
  const apiSuite = () => run('npm', ['test', '-w', '@threadline/api'], { cwd: repoRoot, env });
  const otherSuites = () =>
    run(
      'npx',
      [
        'lerna',
        'run',
        'test',
        '--ignore',
        '@threadline/e2e',
        '--ignore',
        '@threadline/api',
        '--concurrency',
        '1',
        '--no-bail',
        '--loglevel',
        'warn',
      ],
      { cwd: repoRoot, env },
    );
  await phase('Unit and integration tests (jest)', () =>
    runAll([apiSuite, otherSuites], jestConcurrency),
  );
  // The outside fuzzer: schemathesis, three runs (a guest, a member, an admin) against an API of
  // its own on the harness's services and a database of its own (tools/fuzz/run-fuzz.mjs). It
  // fails on any finding; JUnit reports stay in .test-results/ (fuzz-<caller>.xml).
  await phase('API fuzzer (schemathesis)', () => runFuzz({ harnessEnv: harness.env, resultsDir }));
  // The release journeys' webpack builds are made ahead, in the background, while the first
  // journeys run (e2e/support/releases.ts).
  await phase('Browser journeys (Playwright in chromium)', () =>
    run('npm', ['test', '-w', '@threadline/e2e'], {
      cwd: repoRoot,
      env: { ...env, E2E_PREBUILD_RELEASES: '1' },
    }),
  );
  // The production topology of its own (nginx gateway, two API processes, Redis), started and
  // stopped by the suite's global setup: the same journeys' browser, through the gateway.
  await phase('Browser journeys through the production gateway', () =>
    run('npm', ['run', 'test:gateway', '-w', '@threadline/e2e'], { cwd: repoRoot, env }),
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(
    `\n${red('✖')} ${error instanceof SetupError ? error.message : (error.stack ?? error)}`,
  );
  exitCode = 1;
} finally {
  await harness?.stop();
  await stopAll();
}

const totals = collectCounts();
console.log('');
for (const suite of totals.suites)
  console.log(
    `  ${suite.suite.padEnd(28)} ${suite.passed} passed, ${suite.failed} failed${suite.skipped ? `, ${suite.skipped} skipped` : ''}`,
  );
for (const p of phases) if (!p.ok) console.log(red(`  ✖ ${p.name} failed`));
// Where the time went, for the next person trimming CI.
console.log('');
for (const p of phases) console.log(`  ${minutes(p.ms).padStart(8)}  ${p.name}`);
console.log(`  ${minutes(Date.now() - suiteStarted).padStart(8)}  in all`);
const failedPhases = phases.filter((p) => !p.ok).length;
if (failedPhases || totals.failed || exitCode) exitCode = 1;
if (totals.passed === 0 && exitCode === 0) {
  console.log(red('  No test ran.'));
  exitCode = 1;
}
console.log(exitCode === 0 ? green(bold('All tests passed.')) : red(bold('Some checks failed.')));
// The closing line CI reads.
// A failed phase with no failing test of its own (a build, lint or harness failure) counts as one.
const failedCount = totals.failed || (exitCode ? 1 : 0);
console.log(
  `${totals.passed} passed, ${failedCount} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(exitCode);
