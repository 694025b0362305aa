// Runs the release commands against the journeys' own releases folder (E2E_RELEASES_DIR), the way
// a team runs them against a running product.
import { execFile, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eEnv } from './env';
import { loadTool } from './tools';

export type RemoteFolder = 'remote-public' | 'remote-dashboard';

const repoRoot = path.join(__dirname, '../..');

export interface CommandResult {
  code: number;
  output: string;
}

/** Webpack builds under way in this process, so global teardown can stop them. */
const runningBuilds = new Set<ChildProcess>();
/** Set by global teardown: builds made ahead start no more. */
let buildsAheadStopped = false;

function runNode(
  args: string[],
  env: Record<string, string> = {},
  cwd = repoRoot,
  { background = false }: { background?: boolean } = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      args,
      {
        cwd,
        env: {
          ...process.env,
          RELEASES_DIR: e2eEnv.releasesDir,
          // --stage prints a preview link to the journeys' shell, signed as their API signs.
          SHELL_URL: e2eEnv.shellUrl,
          RELEASE_PREVIEW_SECRET: e2eEnv.releasePreviewSecret,
          ...env,
        },
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        runningBuilds.delete(child);
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
    if (!background) return;
    runningBuilds.add(child);
    // Below the journeys, on the cores they leave idle; set before webpack starts its own
    // workers, which inherit it.
    if (child.pid) os.setPriority(child.pid, 10);
  });
}

/** `npm run release -- <remote> [...]`; `env` reaches the remote's webpack build. */
export const release = (
  remote: RemoteFolder,
  args: string[] = [],
  env: Record<string, string> = {},
) => runNode(['scripts/release.mjs', 'release', remote, ...args], env);

export const listReleases = (remote: RemoteFolder) =>
  runNode(['scripts/release.mjs', 'list', remote]);

export const rollback = (remote: RemoteFolder, id?: string) =>
  runNode(['scripts/release.mjs', 'rollback', remote, ...(id ? [id] : [])]);

/** The preview link `npm run release -- <remote> --stage` printed. */
export function previewLinkIn(output: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const link = /preview link \(until [^)]+\): (\S+)/.exec(plain)?.[1];
  if (!link) throw new Error(`No preview link in:\n${plain}`);
  return link;
}

/** The id of the live release, from the pointer the shell reads. */
export function liveReleaseId(remote: RemoteFolder): string {
  return JSON.parse(fs.readFileSync(path.join(e2eEnv.releasesDir, remote, 'live.json'), 'utf8')).id;
}

/** The canary under way, from the pointer the shell reads, or undefined. */
export function canaryOf(remote: RemoteFolder): { id: string; percent: number } | undefined {
  return JSON.parse(fs.readFileSync(path.join(e2eEnv.releasesDir, remote, 'live.json'), 'utf8'))
    .canary;
}

/**
 * The main heading of each remote's changed build. The journeys that ship, stage or canary a
 * changed remote all release this one build, each under a release id of its own.
 */
export const CHANGED_HEADING: Record<RemoteFolder, string> = {
  'remote-public': 'Garments Made to Your Measure',
  'remote-dashboard': 'Manage Members',
};

/** A remote's contracts major that no shell has, for the journeys that ship an incompatible build. */
export const OTHER_MAJOR = '99.0.0';

export interface BuildOptions {
  env?: Record<string, string>;
  /** The changed main heading (e2e/fixtures/release-heading). */
  withHeading?: string;
}

/** The build the watcher's journey ships as a canary: its landing page throws on render. */
export const BROKEN_BUILD: BuildOptions = {
  withHeading: 'Broken On Purpose',
  env: { E2E_RELEASE_BREAKS: '1' },
};

/** Every variant the release journeys build, in the order they first need them. */
const JOURNEY_BUILDS: Array<[RemoteFolder, BuildOptions]> = [
  ['remote-public', { withHeading: CHANGED_HEADING['remote-public'] }],
  ['remote-dashboard', { withHeading: CHANGED_HEADING['remote-dashboard'] }],
  ['remote-public', BROKEN_BUILD],
  ['remote-public', { env: { CONTRACTS_VERSION_OVERRIDE: OTHER_MAJOR } }],
  ['remote-dashboard', { env: { CONTRACTS_VERSION_OVERRIDE: OTHER_MAJOR } }],
];

/**
 * Builds the release journeys' variants ahead, one after another and below the journeys' own
 * priority, while the journeys before them run (`npm test` asks for it with
 * E2E_PREBUILD_RELEASES=1): a cold cache costs the release journeys minutes of webpack otherwise.
 * A journey that needs a variant still being built waits for it. `stop` ends what is under way.
 */
export function buildReleaseVariantsAhead(): { stop: () => void; done: Promise<void> } {
  let stopped = false;
  const started = Date.now();
  const done = (async () => {
    for (const [remote, options] of JOURNEY_BUILDS) {
      if (stopped) return;
      await buildRemote(remote, options, { background: true }).catch((error: Error) => {
        if (!stopped) console.warn(`Building ${remote} ahead failed: ${error.message}`);
      });
    }
    if (!stopped)
      console.log(
        `› The release journeys' builds made ahead, ${((Date.now() - started) / 1000).toFixed(0)} s after set-up`,
      );
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      buildsAheadStopped = true;
      for (const child of runningBuilds) child.kill('SIGTERM');
    },
  };
}

/** The journeys' own cache: finished builds by variant, and webpack's persistent cache. */
const buildCacheDir = () =>
  process.env.E2E_BUILD_CACHE_DIR ??
  path.join(repoRoot, 'node_modules/.cache/threadline-e2e-release-builds');

/**
 * A hash of what a build of `remote` reads: its sources and the workspaces it depends on, the
 * fixture, the root's shared settings, and the installed tools (the lock file).
 */
async function buildInputsHash(remote: RemoteFolder): Promise<string> {
  const { sourceHash } = await loadTool('releases/test-stamp');
  const hash = crypto.createHash('sha256').update(sourceHash(remote));
  const fixtureDir = path.join(repoRoot, 'e2e/fixtures/release-heading');
  for (const file of fs.readdirSync(fixtureDir).sort())
    hash.update(file).update(fs.readFileSync(path.join(fixtureDir, file)));
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.base.json'])
    hash.update(file).update(fs.readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Builds made by this process, so a journey's build is made once however often it is asked. */
const builds = new Map<string, Promise<string>>();

/**
 * A real production build of a remote, as CI would make an artifact; `env` reaches its webpack
 * build. `withHeading` builds it through the fixture e2e/fixtures/release-heading, whose main
 * heading (the landing page's, or Manage Users') says that instead.
 *
 * Each variant (remote, heading, env) of the current sources is built once and kept in the
 * journeys' cache folder, keyed by remote, variant and a hash of what the build reads; every
 * journey asking for it releases that same folder (`release --from` copies it into a release of
 * its own, with its own id). A new variant reuses webpack's persistent cache of the earlier ones,
 * so only the modules that differ are compiled again.
 */
export function buildRemote(
  remote: RemoteFolder,
  { env = {}, withHeading }: BuildOptions = {},
  { background = false }: { background?: boolean } = {},
): Promise<string> {
  const buildEnv: Record<string, string> = withHeading
    ? { ...env, E2E_RELEASE_HEADING: withHeading }
    : { ...env };
  const variant = JSON.stringify(Object.entries(buildEnv).sort(([a], [b]) => a.localeCompare(b)));
  const key = `${remote} ${variant}`;
  if (!builds.has(key)) builds.set(key, cachedBuild(remote, variant, buildEnv, background));
  const build = builds.get(key)!;
  // A failed build is not kept: the next journey asking for it builds again.
  build.catch(() => builds.delete(key));
  return build;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One build at a time in the cache folder, across processes (global setup's builds ahead and a
 * journey's own): the lock file names the process holding it; one left by a process that ended
 * is taken over. Answers undefined, without the lock, once `built` says another process has made
 * the build wanted meanwhile.
 */
async function holdBuildLock(
  cacheDir: string,
  background: boolean,
  built: () => boolean,
): Promise<(() => void) | undefined> {
  const lock = path.join(cacheDir, 'build.lock');
  fs.mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (background && buildsAheadStopped) throw new Error('the builds ahead were stopped');
    if (built()) return undefined;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    if (holder > 0 && !isRunning(holder)) fs.rmSync(lock, { force: true });
    else await pause(500);
  }
}

async function cachedBuild(
  remote: RemoteFolder,
  variant: string,
  buildEnv: Record<string, string>,
  background: boolean,
): Promise<string> {
  const cacheDir = buildCacheDir();
  const variantHash = crypto.createHash('sha256').update(variant).digest('hex').slice(0, 12);
  const inputs = await buildInputsHash(remote);
  const out = path.join(cacheDir, 'builds', `${remote}-${variantHash}-${inputs}`);
  const built = () => fs.existsSync(path.join(out, 'mf-manifest.json'));
  // Global setup may be building this very variant ahead: wait for it rather than build it twice.
  const release = await holdBuildLock(cacheDir, background, built);
  if (!release) return out;
  try {
    if (built()) return out;
    if (background && buildsAheadStopped) throw new Error('the builds ahead were stopped');
    return await buildInto(out, remote, inputs, buildEnv, background);
  } finally {
    release();
  }
}

async function buildInto(
  out: string,
  remote: RemoteFolder,
  inputs: string,
  buildEnv: Record<string, string>,
  background: boolean,
): Promise<string> {
  const cacheDir = buildCacheDir();
  // Builds of older sources are of no use any more.
  fs.mkdirSync(path.join(cacheDir, 'builds'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(cacheDir, 'builds')))
    if (entry.startsWith(`${remote}-`) && !entry.includes(`-${inputs}`))
      fs.rmSync(path.join(cacheDir, 'builds', entry), { recursive: true, force: true });

  // Built beside its place and renamed into it: a folder in the cache is always a whole build.
  const building = fs.mkdtempSync(`${out}.building-`);
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', {
    paths: [path.join(repoRoot, remote)],
  });
  const result = await runNode(
    [
      webpackCli,
      '--config',
      path.join(repoRoot, 'e2e/fixtures/release-heading/webpack.config.js'),
      '--mode',
      'production',
      '--stats',
      'errors-warnings',
      '--output-path',
      building,
    ],
    { ...buildEnv, E2E_WEBPACK_CACHE_DIR: path.join(cacheDir, 'webpack') },
    path.join(repoRoot, remote),
    { background },
  );
  if (result.code !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new Error(`Building ${remote} failed:\n${result.output}`);
  }
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(building, out);
  return out;
}

/** The words the shell and the command show when the contract majors differ (as a person reads them). */
export const incompatibleMessage = (
  remote: RemoteFolder,
  remoteVersion: string,
  shellVersion: string,
) =>
  `${remote} was built against contracts ${remoteVersion}, but the shell uses contracts ${shellVersion}; the major versions differ.`;

export const shellContractsVersion = (): string =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/dist/build-info.json'), 'utf8'))
    .contractsVersion;
