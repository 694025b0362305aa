#!/usr/bin/env node
// Ships, lists and rolls back the federated remotes, while the product runs:
//   npm run release  -- <remote-public|remote-dashboard> [--from <built folder>] [--force]
//   npm run releases -- <remote>
//   npm run rollback -- <remote> [release-id]
// Releases live in RELEASES_DIR (default ./releases), RELEASES_KEEP of them per remote (default 5).
import fs from 'node:fs';
import path from 'node:path';
import { bootstrap, repoRoot } from './bootstrap.mjs';

// Dependencies and Node 24 first: the tools below come from the workspace package.
// A release runs where the product was built (or in its release image): nothing to install.
await bootstrap({ install: false });
const { bold, green, red } = await import('@threadline/tools/process/log');
const { run } = await import('@threadline/tools/process/processes');
const { openStore, releaseBuild, releasesRoot } =
  await import('@threadline/tools/releases/release-remote');
const { REMOTES } = await import('@threadline/tools/releases/release-store');

const [command, ...args] = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const fromDir = fromAt >= 0 ? args[fromAt + 1] : undefined;
const rest =
  fromAt >= 0 ? args.filter((_, index) => index !== fromAt && index !== fromAt + 1) : args;
const flags = rest.filter((arg) => arg.startsWith('--'));
const [remote, named] = rest.filter((arg) => !arg.startsWith('--'));
const usage = `Usage:
  npm run release  -- <${REMOTES.join('|')}> [--from <built folder>] [--force]
  npm run releases -- <remote>
  npm run rollback -- <remote> [release-id]`;

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const describe = (release) =>
  `contracts ${release.contractsVersion} · ${release.sizes.files} files, ${kB(release.sizes.bytes)} (JavaScript ${kB(release.sizes.jsBytes)})`;

function report({ release: shipped, refusal, pruned, shellVersion }, store) {
  if (refusal) console.log(red(`Forced live although the shell refuses it: ${refusal}`));
  console.log(`${green('✔')} ${bold(`${remote} ${shipped.id}`)} is live (${shipped.wentLiveAt})`);
  console.log(`  ${describe(shipped)}; the live shell uses contracts ${shellVersion}`);
  console.log(
    `  shared: ${Object.entries(shipped.shared)
      .map(([name, range]) => `${name} ${range}`)
      .join(', ')}`,
  );
  console.log(`  files: ${store.folderOf(shipped.id)}`);
  if (pruned.length) console.log(`  removed old releases: ${pruned.join(', ')}`);
}

async function release() {
  const store = openStore(remote);
  const force = flags.includes('--force');
  // A folder built elsewhere (CI's artifact): checked and shipped as it is, not rebuilt.
  if (fromDir) {
    report(await releaseBuild({ store, remote, from: path.resolve(fromDir), force }), store);
    return;
  }
  const staging = path.join(store.releasesDir, `.building-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  console.log(`Building ${remote} into a new release…`);
  try {
    // A real production build of the remote, written straight into the release area (dist/ is left alone).
    await run(
      'npx',
      ['webpack', '--mode', 'production', '--stats', 'errors-warnings', '--output-path', staging],
      { cwd: path.join(repoRoot, remote) },
    );
    report(await releaseBuild({ store, remote, from: staging, move: true, force }), store);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function list() {
  const store = openStore(remote);
  const releases = store.list();
  if (!releases.length) {
    console.log(`${remote} has no releases in ${store.dir} yet.`);
    return;
  }
  console.log(`Releases of ${remote} (${store.dir}), newest first:`);
  for (const entry of releases) {
    const mark = entry.live ? green('● live') : '      ';
    const when = entry.wentLiveAt
      ? `went live ${entry.wentLiveAt}`
      : `built ${entry.createdAt}, never live`;
    console.log(`  ${mark} ${entry.id}  ${describe(entry)}  ${when}`);
  }
}

function rollback() {
  const store = openStore(remote);
  const from = store.liveId();
  const live = store.rollback(named);
  console.log(
    `${green('✔')} ${bold(`${remote} ${live.id}`)} is live again (was ${from}); ${describe(live)}`,
  );
}

const commands = { release, list, rollback };
try {
  if (!commands[command] || !REMOTES.includes(remote))
    throw new Error(`${remote ? `Unknown remote "${remote}".\n` : ''}${usage}`);
  process.env.RELEASES_DIR = releasesRoot();
  await commands[command]();
} catch (error) {
  console.error(`${red('✖')} ${error.message}`);
  process.exit(1);
}
