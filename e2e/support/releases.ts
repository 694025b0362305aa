// Runs the release commands against the journeys' own releases folder (E2E_RELEASES_DIR), the way
// a team runs them against a running product.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { e2eEnv } from './env';
import { loadTool } from './tools';

export type RemoteFolder = 'remote-public' | 'remote-dashboard';

const repoRoot = path.join(__dirname, '../..');

export interface CommandResult {
  code: number;
  output: string;
}

function runNode(
  args: string[],
  env: Record<string, string> = {},
  cwd = repoRoot,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
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
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
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
  { env = {}, withHeading }: { env?: Record<string, string>; withHeading?: string } = {},
): Promise<string> {
  const buildEnv: Record<string, string> = withHeading
    ? { ...env, E2E_RELEASE_HEADING: withHeading }
    : { ...env };
  const variant = JSON.stringify(Object.entries(buildEnv).sort(([a], [b]) => a.localeCompare(b)));
  const key = `${remote} ${variant}`;
  if (!builds.has(key)) builds.set(key, cachedBuild(remote, variant, buildEnv));
  const build = builds.get(key)!;
  // A failed build is not kept: the next journey asking for it builds again.
  build.catch(() => builds.delete(key));
  return build;
}

async function cachedBuild(
  remote: RemoteFolder,
  variant: string,
  buildEnv: Record<string, string>,
): Promise<string> {
  const cacheDir = buildCacheDir();
  const variantHash = crypto.createHash('sha256').update(variant).digest('hex').slice(0, 12);
  const inputs = await buildInputsHash(remote);
  const out = path.join(cacheDir, 'builds', `${remote}-${variantHash}-${inputs}`);
  if (fs.existsSync(path.join(out, 'mf-manifest.json'))) return out;

  // Builds of older sources are of no use any more.
  fs.mkdirSync(path.join(cacheDir, 'builds'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(cacheDir, 'builds')))
    if (entry.startsWith(`${remote}-`) && !entry.endsWith(`-${inputs}`))
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
