// `npm run new:remote -- <name>`: a third team's remote in one command. It adds the remote's entry
// to the registry (contracts/src/remotes.ts), creates its workspace from web-kit's factories (a
// page and its test), and gives it its place in the files that cannot read the registry, each
// modelled on the last registered remote's lines: the workspaces, the Dockerfiles, the compose
// files, the TLS proxy, the shell image's runtime config script and the checked-in runtime config.
// tools/lint/remote-registry.test.mjs holds the result to the registry.
import fs from 'node:fs';
import path from 'node:path';
import { remoteFiles } from './remote-files.mjs';

const REGISTRY_FILE = 'contracts/src/remotes.ts';
const DOCKERFILES = [
  'api/Dockerfile',
  'shell/Dockerfile',
  'deploy/remote/Dockerfile',
  'deploy/tools/Dockerfile',
];
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The registry's entries as written in its source: folder, federation name, dev port. */
function registeredRemotes(source) {
  return [
    ...source.matchAll(/folder: '([^']+)',\s*federationName: '([^']+)',[^}]*?devPort: (\d+)/g),
  ].map(([, folder, federationName, devPort]) => ({
    folder,
    federationName,
    devPort: Number(devPort),
  }));
}

/** The entry a new remote `name` gets, next to the registered ones. */
export function newRegistryEntry(name, registered, { team, audience = 'everyone' } = {}) {
  if (!NAME.test(name))
    throw new Error(
      `"${name}" is not a remote name: lower-case letters and digits, words joined by "-".`,
    );
  const folder = `remote-${name}`;
  const federationName = folder.replaceAll('-', '_');
  if (registered.some((remote) => remote.folder === folder))
    throw new Error(`${folder} is registered already (${REGISTRY_FILE}).`);
  if (!['everyone', 'members'].includes(audience))
    throw new Error(`audience must be everyone or members, not "${audience}".`);
  const words = name.split('-');
  return {
    folder,
    federationName,
    route: `/${name}`,
    team: team ?? words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' '),
    devPort: Math.max(...registered.map((remote) => remote.devPort)) + 1,
    portEnv: `${name.toUpperCase().replaceAll('-', '_')}_PORT`,
    audience,
  };
}

const envName = (remote) => `${remote.federationName.toUpperCase()}_URL`;

/** Each edit: the file, and what it becomes given the last registered remote and the new one. */
const EDITS = {
  [REGISTRY_FILE]: (text, _last, entry) =>
    text.replace(
      /\n\] as const;/,
      `\n  {\n${Object.entries(entry)
        .map(([key, value]) => `    ${key}: ${typeof value === 'number' ? value : `'${value}'`},`)
        .join('\n')}\n  },\n] as const;`,
    ),
  'package.json': (text, last, entry) =>
    text.replace(new RegExp(`(\\n(\\s+)"${escape(last.folder)}",)`), `$1\n$2"${entry.folder}",`),
  ...Object.fromEntries(
    DOCKERFILES.map((file) => [
      file,
      (text, last, entry) =>
        text
          // Its manifest for npm ci, and (the release image) its sources and its install.
          .replace(
            new RegExp(
              `^(COPY (?:--chown=\\S+ )?)${escape(last.folder)}(/package\\.json )${escape(last.folder)}/$`,
              'm',
            ),
            (line, copy, manifest) => `${line}\n${copy}${entry.folder}${manifest}${entry.folder}/`,
          )
          .replace(
            new RegExp(
              `^(COPY (?:--chown=\\S+ )?)${escape(last.folder)} ${escape(last.folder)}$`,
              'm',
            ),
            (line, copy) => `${line}\n${copy}${entry.folder} ${entry.folder}`,
          )
          .replace(
            new RegExp(`(-w @threadline/${escape(last.folder)})(\\s|$)`),
            `$1 -w @threadline/${entry.folder}$2`,
          ),
    ]),
  ),
  'docker-compose.yml': (text, last, entry) => {
    const service = new RegExp(`^  ${escape(last.folder)}:\\n(?:    .*\\n|      .*\\n)+`, 'm');
    const block = service.exec(text)?.[0];
    if (!block) throw new Error(`docker-compose.yml has no ${last.folder} service to model on.`);
    const bind = `${entry.name.toUpperCase().replaceAll('-', '_')}_BIND`;
    const own = [
      `  ${entry.folder}:`,
      '    build:',
      '      context: .',
      '      dockerfile: deploy/remote/Dockerfile',
      '      args:',
      `        REMOTE: ${entry.folder}`,
      '    restart: unless-stopped',
      '    volumes:',
      '      - releases:/srv/releases:ro',
      '    environment: *front-end-origins',
      '    ports:',
      `      - '\${${bind}:-127.0.0.1:${entry.devPort}}:8080'`,
      '',
    ].join('\n');
    return text
      .replace(block, `${block}\n${own}`)
      .replace(
        new RegExp(`^(\\s+)${envName(last)}: \\$\\{${envName(last)}\\}$`, 'gm'),
        (line, indent) => `${line}\n${indent}${envName(entry)}: \${${envName(entry)}}`,
      )
      .replace(
        new RegExp(`(depends_on: \\[[^\\]]*\\b${escape(last.folder)})\\]`, 'g'),
        `$1, ${entry.folder}]`,
      );
  },
  'compose.dev.yml': (text, last, entry) =>
    text
      .replace(
        new RegExp(
          `^(\\s+)${envName(last)}: (.*)//localhost:${last.devPort}/mf-manifest\\.json$`,
          'gm',
        ),
        (line, indent, scheme) =>
          `${line}\n${indent}${envName(entry)}: ${scheme}//localhost:${entry.devPort}/mf-manifest.json`,
      )
      .replace(/^(\s+CORS_ORIGINS: .*)$/m, `$1,http://localhost:${entry.devPort}`)
      .replace(
        new RegExp(`^  ${escape(last.folder)}:\\n    environment: (\\*\\S+)\\n`, 'm'),
        (block, anchor) => `${block}\n  ${entry.folder}:\n    environment: ${anchor}\n`,
      ),
  'deploy/tls/Caddyfile': (text, last, entry) =>
    text.replace(
      new RegExp(`\\{\\$[A-Z_]+\\} \\{\\n\\treverse_proxy ${escape(last.folder)}:8080\\n\\}\\n`),
      (block) =>
        `${block}\n{$${entry.name.toUpperCase().replaceAll('-', '_')}_HOST} {\n\treverse_proxy ${entry.folder}:8080\n}\n`,
    ),
  'deploy/nginx/write-runtime-config.sh': (text, last, entry) =>
    text
      .replace(
        `: "\${${envName(last)}:?${envName(last)} is required}"`,
        (line) => `${line}\n: "\${${envName(entry)}:?${envName(entry)} is required}"`,
      )
      .replace(
        `"${last.federationName}": "\${${envName(last)}}"`,
        (pair) => `${pair}, "${entry.federationName}": "\${${envName(entry)}}"`,
      ),
  'shell/public/runtime-config.json': (text, _last, entry) => {
    const config = JSON.parse(text);
    config.remotes[entry.federationName] = `http://127.0.0.1:${entry.devPort}/mf-manifest.json`;
    return `${JSON.stringify(config, null, 2)}\n`;
  },
};

/**
 * Scaffolds remote `name` in the repository at `root`: returns its registry entry and the files
 * it wrote or changed. Refuses a name that is taken or malformed, and changes nothing then.
 */
export function scaffoldRemote(root, name, options = {}) {
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const registered = registeredRemotes(read(REGISTRY_FILE));
  const entry = newRegistryEntry(name, registered, options);
  const last = registered.at(-1);
  if (fs.existsSync(path.join(root, entry.folder)))
    throw new Error(`${entry.folder}/ exists already; choose another name or remove it.`);

  const changes = Object.entries(EDITS).map(([file, edit]) => {
    const before = read(file);
    const after = edit(before, last, { ...entry, name });
    if (after === before)
      throw new Error(`${file}: found nothing of ${last.folder} to model ${entry.folder} on.`);
    return [file, after];
  });
  const letters = name.replaceAll('-', '');
  const created = Object.entries(remoteFiles(entry, { cssPrefix: `t${letters.slice(0, 2)}` })).map(
    ([file, text]) => [path.join(entry.folder, file), text],
  );
  // Every edit is worked out before the first write: a refusal leaves the tree as it was.
  for (const [file, text] of [...changes, ...created]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return { entry, changed: changes.map(([file]) => file), created: created.map(([file]) => file) };
}
