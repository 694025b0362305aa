#!/usr/bin/env node
// Ships, lists and rolls back the federated remotes, while the product runs:
//   npm run release  -- <remote-public|remote-dashboard> [--from <built folder>] [--force]
//                       [--stage | --canary <percent>] [--skip-tests]
//   npm run release  -- <remote> [--canary <percent>] <release-id>   (a staged release, no build)
//   npm run releases -- <remote>
//   npm run promote  -- <remote>
//   npm run rollback -- <remote> [release-id]
// --stage records the release without making it live and prints a preview link, signed with the
// API's RELEASE_PREVIEW_SECRET (the same variable, here) for SHELL_URL (default the local shell).
// Releases live in RELEASES_DIR (default ./.data/releases), RELEASES_KEEP of them per remote (default 5).
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
const { REMOTES } = await import('@threadline/releases');
const { currentTestStamp } = await import('@threadline/tools/releases/test-stamp');
const { LOCAL_PREVIEW_SECRET_FILE } = await import('@threadline/tools/hosting/stack');

const [command, ...args] = process.argv.slice(2);
/** The value after `--name`, and the arguments without both. */
function option(list, name) {
  const at = list.indexOf(name);
  if (at < 0) return [undefined, list];
  return [list[at + 1], list.filter((_, index) => index !== at && index !== at + 1)];
}
const [fromDir, withoutFrom] = option(args, '--from');
const [canaryArg, rest] = option(withoutFrom, '--canary');
const flags = rest.filter((arg) => arg.startsWith('--'));
const [remote, named] = rest.filter((arg) => !arg.startsWith('--'));
const usage = `Usage:
  npm run release  -- <${REMOTES.join('|')}> [--from <built folder>] [--force] [--stage | --canary <percent>] [--skip-tests]
  npm run release  -- <remote> [--canary <percent>] <staged release-id>
  npm run releases -- <remote>
  npm run promote  -- <remote>
  npm run rollback -- <remote> [release-id]`;

const stage = flags.includes('--stage');
const skipTests = flags.includes('--skip-tests');
const canary = canaryArg === undefined ? undefined : Number(canaryArg);
if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
  console.error(`${red('✖')} --canary takes a whole percentage from 1 to 99; got "${canaryArg}".`);
  process.exit(1);
}
if (stage && canary !== undefined) {
  console.error(`${red('✖')} --stage and --canary exclude each other: stage first, then release.`);
  process.exit(1);
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const describe = (release) =>
  `contracts ${release.contractsVersion} · ${release.sizes.files} files, ${kB(release.sizes.bytes)} (JavaScript ${kB(release.sizes.jsBytes)})`;

/** A preview link for a staged release, signed as the API signs it, or why there is none. */
async function previewLink(release) {
  // As the API reads it: the variable, or a file holding it (a docker secret), else the one
  // `npm start` gave the local API.
  const localFile = path.join(repoRoot, '.data', LOCAL_PREVIEW_SECRET_FILE);
  const file =
    process.env.RELEASE_PREVIEW_SECRET_FILE || (fs.existsSync(localFile) ? localFile : undefined);
  const secret =
    process.env.RELEASE_PREVIEW_SECRET || (file ? fs.readFileSync(file, 'utf8').trim() : '');
  if (!secret)
    return {
      missing:
        "run npm start once, or set RELEASE_PREVIEW_SECRET (the API's), to print one; or create one on the Releases page",
    };
  let signPreviewToken;
  try {
    // The API's own signing code, from its build (absent from the release image).
    ({ signPreviewToken } = await import(
      path.join(repoRoot, 'api/dist/releases/preview-token.js')
    ));
  } catch {
    return {
      missing:
        'build the API to sign one here (npm run build -w @threadline/api), or create one on the Releases page',
    };
  }
  const hours = Number(process.env.RELEASE_PREVIEW_TTL_HOURS || 1);
  const expiresAt = Date.now() + hours * 3_600_000;
  const token = signPreviewToken({ remote, release: release.id, expiresAt }, secret);
  const shell = process.env.SHELL_URL || 'http://127.0.0.1:3000';
  return { url: `${shell.replace(/\/$/, '')}/?preview=${token}`, expiresAt };
}

async function report({ release: shipped, refusal, pruned, shellVersion }, store) {
  if (refusal) console.log(red(`Forced live although the shell refuses it: ${refusal}`));
  if (stage) {
    console.log(`${green('✔')} ${bold(`${remote} ${shipped.id}`)} is staged, not live`);
    const link = await previewLink(shipped);
    if (link.url)
      console.log(
        `  preview link (until ${new Date(link.expiresAt).toISOString()}): ${bold(link.url)}`,
      );
    else console.log(`  preview link: ${link.missing}`);
  } else if (canary !== undefined) {
    console.log(
      `${green('✔')} ${bold(`${remote} ${shipped.id}`)} is the canary for ${canary}% of visitors (${shipped.canaryAt}); the rest stay on ${store.liveId()}`,
    );
  } else
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
  // A release already recorded (a staged one): made the canary, or live, without a new build.
  if (named) {
    if (stage || fromDir) throw new Error(`A release id goes with --canary or alone.\n${usage}`);
    if (canary !== undefined) {
      const started = store.startCanary(named, canary);
      console.log(
        `${green('✔')} ${bold(`${remote} ${started.id}`)} is the canary for ${canary}% of visitors (${started.canaryAt}); the rest stay on ${store.liveId()}`,
      );
    } else {
      const live = store.setLive(named);
      console.log(`${green('✔')} ${bold(`${remote} ${live.id}`)} is live (${live.wentLiveAt})`);
    }
    return;
  }
  // A folder built elsewhere (CI's artifact): checked and shipped as it is, not rebuilt.
  if (fromDir) {
    await report(
      await releaseBuild({ store, remote, from: path.resolve(fromDir), force, stage, canary }),
      store,
    );
    return;
  }
  // A build from these sources needs the remote's own tests to have passed on them (npm run ship
  // stamps that); a --from artifact comes from a pipeline that ran them.
  const recorded = {};
  if (!currentTestStamp(remote)) {
    if (!skipTests)
      throw new Error(
        `${remote}'s own tests have not passed on these sources: run \`npm run ship -- ${remote}\`, or release with --skip-tests (recorded in the history).`,
      );
    console.log(
      red(
        bold(
          `⚠ --skip-tests: releasing ${remote} WITHOUT its tests having passed on these sources.`,
        ),
      ),
    );
    console.log(red('  The release history records this release as untested.'));
    recorded.testsSkipped = true;
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
    await report(
      await releaseBuild({
        store,
        remote,
        from: staging,
        move: true,
        force,
        stage,
        canary,
        recorded,
      }),
      store,
    );
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
    // Six columns each, so `live <id>` reads as before.
    const mark = entry.live
      ? green('● live')
      : entry.canary
        ? green(`◐ ${entry.canary}%`.padEnd(6))
        : '      ';
    const when = entry.wentLiveAt
      ? `went live ${entry.wentLiveAt}`
      : entry.stagedAt
        ? `staged ${entry.stagedAt}`
        : `built ${entry.createdAt}, never live`;
    const untested = entry.testsSkipped ? red(' · released with --skip-tests') : '';
    const ended = entry.canaryEndReason ? ` · canary ended: ${entry.canaryEndReason}` : '';
    console.log(`  ${mark} ${entry.id}  ${describe(entry)}  ${when}${ended}${untested}`);
  }
}

function promote() {
  const store = openStore(remote);
  const from = store.liveId();
  const live = store.promote();
  console.log(
    `${green('✔')} ${bold(`${remote} ${live.id}`)} was the canary and is now live for everyone (was ${from})`,
  );
}

function rollback() {
  const store = openStore(remote);
  const from = store.liveId();
  const live = store.rollback(named);
  if (live.endedCanary) {
    console.log(
      `${green('✔')} the canary ${bold(`${remote} ${live.id}`)} is ended; every visitor is on ${from} again`,
    );
    return;
  }
  console.log(
    `${green('✔')} ${bold(`${remote} ${live.id}`)} is live again (was ${from}); ${describe(live)}`,
  );
}

const commands = { release, list, promote, rollback };
try {
  if (!commands[command] || !REMOTES.includes(remote))
    throw new Error(`${remote ? `Unknown remote "${remote}".\n` : ''}${usage}`);
  process.env.RELEASES_DIR = releasesRoot();
  await commands[command]();
} catch (error) {
  console.error(`${red('✖')} ${error.message}`);
  process.exit(1);
}
