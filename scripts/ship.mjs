#!/usr/bin/env node
// A team's own pipeline for one remote: only what that remote's change needs, then a staged
// release and its preview link.
//   npm run ship -- <remote-public|remote-dashboard>
// 1. its lint, 2. its type-check, 3. its tests (then a stamp that they passed on these sources),
// 4. the build, the contracts check against the live shell and a staged release (npm run release
// -- <remote> --stage), which prints the preview link.
import path from 'node:path';
import { bootstrap, repoRoot } from './bootstrap.mjs';

await bootstrap({ install: false });
const { bold, green, red } = await import('@threadline/tools/process/log');
const { run } = await import('@threadline/tools/process/processes');
const { REMOTES } = await import('@threadline/releases');
const { writeTestStamp } = await import('@threadline/tools/releases/test-stamp');

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`${red('✖')} Usage: npm run ship -- <${REMOTES.join('|')}>`);
  process.exit(1);
}
const cwd = path.join(repoRoot, remote);
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function step(label, command, args, options = {}) {
  const at = Date.now();
  console.log(bold(`▸ ${label}`));
  await run(command, args, { cwd, ...options });
  console.log(`${green('✔')} ${label} (${seconds(at)})`);
}

try {
  await step('lint', bin('eslint'), ['src']);
  await step('type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  await step('tests', bin('jest'), []);
  writeTestStamp(remote);
  await step('build, contracts check and staged release', process.execPath, [
    path.join(repoRoot, 'scripts/release.mjs'),
    'release',
    remote,
    '--stage',
  ]);
  console.log(`${green('✔')} ${bold(`${remote} shipped to staging in ${seconds(started)}`)}`);
} catch (error) {
  console.error(`${red('✖')} ${error.message} (after ${seconds(started)})`);
  process.exit(1);
}
