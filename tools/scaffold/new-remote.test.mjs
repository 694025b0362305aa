// npm run new:remote, end to end in a throwaway copy of the repository: the scaffolded remote is
// registered everywhere the registry test looks, its own test passes, the shell mounts it at its
// route, and npm run release builds and ships it. The copy shares the installed packages (each
// node_modules entry linked, no npm install) and is removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../process/repo-root.mjs';
import { newRegistryEntry, scaffoldRemote } from './new-remote.mjs';

const NAME = 'trial';
const FOLDER = `remote-${NAME}`;
let copy;

/** Runs a command in the copy; its output (stdout and stderr), or a failure that shows it. */
function run(command, args, { cwd = copy, env = {} } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', ...env },
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  return output;
}

/**
 * node_modules of the copy: a real folder whose entries link to the installed ones, except the
 * workspaces' own links (`@threadline/*`, which must point into the copy), the caches and the
 * install stamp, so nothing the copy writes lands in the real tree.
 */
function linkModules(from, to) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (['.cache', '.threadline-install', '@threadline'].includes(entry.name)) continue;
    fs.symlinkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
  const scope = path.join(from, '@threadline');
  if (!fs.existsSync(scope)) return;
  fs.mkdirSync(path.join(to, '@threadline'));
  for (const name of fs.readdirSync(scope))
    fs.symlinkSync(fs.readlinkSync(path.join(scope, name)), path.join(to, '@threadline', name));
}

/** The sources as they are now (tracked and new, not ignored), into a fresh folder. */
function copyRepository() {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-scaffold-'));
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: repoRoot, encoding: 'utf8' },
  ).split('\0');
  for (const file of files) {
    const source = path.join(repoRoot, file);
    if (!file || !fs.existsSync(source) || fs.lstatSync(source).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(source, path.join(target, file));
  }
  linkModules(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'));
  for (const workspace of JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json')))
    .workspaces)
    linkModules(
      path.join(repoRoot, workspace, 'node_modules'),
      path.join(target, workspace, 'node_modules'),
    );
  return target;
}

/** What scripts/bootstrap.mjs compares, so the copy's commands install nothing. */
function stampInstall() {
  const hash = crypto.createHash('sha256');
  for (const file of ['package-lock.json', 'package.json'])
    hash.update(fs.readFileSync(path.join(copy, file)));
  fs.writeFileSync(path.join(copy, 'node_modules', '.threadline-install'), hash.digest('hex'));
}

describe('npm run new:remote', () => {
  it('names the new remote after the registered ones, and refuses a taken or malformed name', () => {
    const registered = [
      { folder: 'remote-a', federationName: 'remote_a', devPort: 3001 },
      { folder: 'remote-b', federationName: 'remote_b', devPort: 3002 },
    ];
    expect(newRegistryEntry('order-tracking', registered)).toEqual({
      folder: 'remote-order-tracking',
      federationName: 'remote_order_tracking',
      route: '/order-tracking',
      team: 'Order Tracking',
      devPort: 3003,
      portEnv: 'ORDER_TRACKING_PORT',
      audience: 'everyone',
    });
    expect(() => newRegistryEntry('b', registered)).toThrow('remote-b is registered already');
    expect(() => newRegistryEntry('Trial_1', registered)).toThrow('is not a remote name');
    expect(() => newRegistryEntry('c', registered, { audience: 'admins' })).toThrow('audience');
  });

  describe('in a throwaway copy of the repository', () => {
    beforeAll(() => {
      copy = copyRepository();
    }, 120_000);
    afterAll(() => {
      if (copy) fs.rmSync(copy, { recursive: true, force: true });
    });

    it('scaffolds a remote the registry test, its own test and the shell accept, and npm run release ships it', () => {
      const output = run('node', [
        'scripts/new-remote.mjs',
        NAME,
        '--team',
        'Trial team',
        '--no-install',
      ]);
      expect(output).toContain(`✔ ${FOLDER} is registered: /${NAME} (everyone), team Trial team`);
      expect(() => scaffoldRemote(copy, NAME)).toThrow(`${FOLDER} is registered already`);

      // The registry and the files that cannot read it agree (the registry test reads git's list).
      run('npm', ['run', 'build', '-w', '@threadline/contracts']);
      run('git', ['init', '-q']);
      run('git', ['add', '-A']);
      run('npx', ['jest', '-c', 'tools/jest.config.cjs', 'tools/lint/remote-registry.test.mjs']);
      // Its own page test, and the shell mounting it at /trial (the outlet's registry-wide test).
      run('npx', ['jest'], { cwd: path.join(copy, FOLDER) });
      const mounted = run(
        'npx',
        [
          'jest',
          'src/features/remotes/components/remote-outlet.test.tsx',
          '-t',
          'at its route',
          '--verbose',
        ],
        { cwd: path.join(copy, 'shell') },
      );
      expect(mounted).toContain(`mounts ${FOLDER} at its route`);

      // Shipped: built into a release, checked against the shell's contracts, made live.
      stampInstall();
      const releases = path.join(copy, '.data', 'scaffold-releases');
      const { version } = JSON.parse(fs.readFileSync(path.join(copy, 'contracts/package.json')));
      const buildInfo = path.join(copy, 'shell-build-info.json');
      fs.writeFileSync(buildInfo, JSON.stringify({ contractsVersion: version }));
      const shipped = run('node', ['scripts/release.mjs', 'release', FOLDER, '--skip-tests'], {
        env: { RELEASES_DIR: releases, SHELL_BUILD_INFO: buildInfo },
      });
      expect(shipped).toMatch(new RegExp(`${FOLDER} \\d{8}T\\d{6}Z-[0-9a-f]{8} is live`));
      const live = JSON.parse(fs.readFileSync(path.join(releases, FOLDER, 'live.json'), 'utf8'));
      const manifest = JSON.parse(
        fs.readFileSync(path.join(releases, FOLDER, live.manifest), 'utf8'),
      );
      expect(manifest.name).toBe('remote_trial');
      expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./App']);
      expect(manifest.metaData.threadline.contractsVersion).toBe(version);
    }, 480_000);
  });
});
