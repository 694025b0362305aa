// The remote registry (contracts/src/remotes.ts) is the one place that names the remotes. Code
// reads it; the few files that cannot (Dockerfiles, compose, Caddy, the shell image's start
// script, the shell's checked-in runtime config) must agree with it, entry for entry. So adding a
// remote means one registry entry plus these files, and this test lists what is missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_REGISTRY } from '@threadline/contracts/remotes';
import { repoRoot } from '../process/repo-root.mjs';

const read = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const namesOf = (remote) => [remote.folder, remote.federationName];
const ALL_NAMES = REMOTE_REGISTRY.flatMap(namesOf);
const REGISTRY_FILE = 'contracts/src/remotes.ts';

/** Files that cannot import the registry, so they list the remotes and are checked below. */
const DOCKERFILES = [
  'api/Dockerfile',
  'shell/Dockerfile',
  'deploy/remote/Dockerfile',
  'deploy/tools/Dockerfile',
];
const LISTS_THE_REMOTES = [
  ...DOCKERFILES,
  'docker-compose.yml',
  'compose.dev.yml',
  'deploy/tls/Caddyfile',
  'deploy/nginx/write-runtime-config.sh',
  'shell/public/runtime-config.json',
  'package.json',
];

// Tests, journeys, test helpers and docs may name a remote: they describe one.
const isTestOrDoc = (file) =>
  /\.(test|spec)\.|(^|\/)(testing|test|docs)\/|^e2e\/|\.md$|^package-lock\.json$/.test(file);

const sourceFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  { cwd: repoRoot, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !isTestOrDoc(file) && fs.existsSync(path.join(repoRoot, file)));

describe('the remote registry', () => {
  it('is the only non-test source that names a remote (a remote may name itself)', () => {
    const strays = [];
    for (const file of sourceFiles) {
      if (file === REGISTRY_FILE || LISTS_THE_REMOTES.includes(file)) continue;
      const own = REMOTE_REGISTRY.find((remote) => file.startsWith(`${remote.folder}/`));
      const text = read(file);
      for (const name of ALL_NAMES)
        if (text.includes(name) && !(own && namesOf(own).includes(name)))
          strays.push(`${file} names ${name}`);
    }
    expect(strays).toEqual([]);
  });

  it('matches the workspaces: each remote is one, and every remote-* workspace is registered', () => {
    const { workspaces } = JSON.parse(read('package.json'));
    expect(workspaces.filter((workspace) => workspace.startsWith('remote-')).sort()).toEqual(
      REMOTE_REGISTRY.map((remote) => remote.folder).sort(),
    );
  });

  it.each(REMOTE_REGISTRY.map((remote) => [remote.folder, remote]))(
    '%s names itself as the registry does (package, federation name)',
    (folder, remote) => {
      expect(JSON.parse(read(`${folder}/package.json`)).name).toBe(`@threadline/${folder}`);
      expect(read(`${folder}/module-federation.config.js`)).toContain(
        `name: '${remote.federationName}'`,
      );
    },
  );

  it.each(DOCKERFILES)(
    '%s copies the manifest of every registered remote, and no other',
    (file) => {
      const text = read(file);
      for (const { folder } of REMOTE_REGISTRY)
        expect(text).toMatch(new RegExp(`COPY .*${folder}/package\\.json ${folder}/`));
      const copied = [...text.matchAll(/COPY .*?(remote-[a-z0-9-]+)\/package\.json/g)].map(
        (match) => match[1],
      );
      expect(copied.sort()).toEqual(REMOTE_REGISTRY.map((remote) => remote.folder).sort());
    },
  );

  // npm ci in an image needs every workspace's manifest; the list of them is package.json's.
  it.each(DOCKERFILES)('%s copies the manifest of every workspace in package.json', (file) => {
    const { workspaces } = JSON.parse(read('package.json'));
    const copied = [
      ...read(file).matchAll(/^COPY (?:--chown=\S+ )?([a-z0-9-]+)\/package\.json \1\/$/gm),
    ].map((match) => match[1]);
    expect([...new Set(copied)].sort()).toEqual([...workspaces].sort());
  });

  it('has a compose service, built with its REMOTE, and a TLS site for every remote', () => {
    const compose = read('docker-compose.yml');
    const caddy = read('deploy/tls/Caddyfile');
    const dev = read('compose.dev.yml');
    for (const { folder } of REMOTE_REGISTRY) {
      expect(compose).toMatch(new RegExp(`^  ${folder}:$`, 'm'));
      expect(compose).toMatch(new RegExp(`^\\s+REMOTE: ${folder}$`, 'm'));
      expect(caddy).toContain(`reverse_proxy ${folder}:8080`);
      expect(dev).toMatch(new RegExp(`^  ${folder}:$`, 'm'));
    }
  });

  it('gives the shell image a manifest URL for every remote, by its federation name', () => {
    const script = read('deploy/nginx/write-runtime-config.sh');
    for (const remote of REMOTE_REGISTRY) {
      const variable = `${remote.federationName.toUpperCase()}_URL`;
      expect(script).toContain(`: "\${${variable}:?${variable} is required}"`);
      expect(script).toContain(`"${remote.federationName}": "\${${variable}}"`);
    }
  });

  it('gives the checked-in runtime config of the shell each remote at its dev port', () => {
    const { remotes } = JSON.parse(read('shell/public/runtime-config.json'));
    expect(remotes).toEqual(
      Object.fromEntries(
        REMOTE_REGISTRY.map((remote) => [
          remote.federationName,
          `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
        ]),
      ),
    );
  });
});
