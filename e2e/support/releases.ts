// Runs the release commands against the journeys' own releases folder (E2E_RELEASES_DIR), the way
// a team runs them against a running product.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eEnv } from './env';

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
 * A real production build of a remote into a folder of its own, as CI would make an artifact.
 * `withHeading` builds it through the fixture e2e/fixtures/release-heading, whose main heading
 * (the landing page's, or Manage Users') says that instead.
 */
export async function buildRemote(
  remote: RemoteFolder,
  { env = {}, withHeading }: { env?: Record<string, string>; withHeading?: string } = {},
): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-build-`));
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', {
    paths: [path.join(repoRoot, remote)],
  });
  const fixture = withHeading
    ? ['--config', path.join(repoRoot, 'e2e/fixtures/release-heading/webpack.config.js')]
    : [];
  const result = await runNode(
    [
      webpackCli,
      ...fixture,
      '--mode',
      'production',
      '--stats',
      'errors-warnings',
      '--output-path',
      out,
    ],
    withHeading ? { ...env, E2E_RELEASE_HEADING: withHeading } : env,
    path.join(repoRoot, remote),
  );
  if (result.code !== 0) throw new Error(`Building ${remote} failed:\n${result.output}`);
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
