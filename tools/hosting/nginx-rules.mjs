// The static apps' caching and header rules, written once in deploy/nginx/static-rules.json. The
// nginx configs and the security-headers script are rendered from their *.in templates with them
// (`npm run generate:nginx`; nginx-rules.test.mjs fails when a committed file is out of date), and
// the local static server (static-server.mjs, security-headers.mjs) reads the same file.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../process/repo-root.mjs';

export const nginxDir = path.join(repoRoot, 'deploy', 'nginx');
/** The files rendered from `<name>.in` beside them. */
export const GENERATED_FILES = ['shell.conf', 'remote.conf', 'write-security-headers.sh'];

export const staticRules = JSON.parse(
  fs.readFileSync(path.join(nginxDir, 'static-rules.json'), 'utf8'),
);

/** The Cache-Control a file of this name gets, wherever it sits. */
export function cacheControlFor(name, rules = staticRules) {
  if (rules.neverCachedFiles.includes(name)) return rules.cacheControl.never;
  return new RegExp(rules.hashedFile).test(name)
    ? rules.cacheControl.hashed
    : rules.cacheControl.other;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shell variables write-security-headers.sh fills (each empty or " origin…"). */
const SHELL_SOURCES = {
  $api: '${api}',
  $remotes: '${remotes}',
  $emulator: '${emulator}',
  $authFrame: '${auth_frame}',
  $firebase: '${firebase}',
  // Only the local dev loop has a dev server's socket.
  $devSockets: '',
};

/** The CSP as the script builds it: literal values, then its variables appended. */
function shellContentSecurityPolicy(rules) {
  return Object.entries(rules.contentSecurityPolicy)
    .map(([directive, values]) => {
      let text = directive;
      for (const value of values) {
        if (value.startsWith('$')) {
          if (!(value in SHELL_SOURCES)) throw new Error(`Unknown CSP source ${value}`);
          text += SHELL_SOURCES[value];
        } else text += ` ${value}`;
      }
      return text;
    })
    .join('; ');
}

/** Every generated file's content, from its template and the rules. */
export function renderNginxFiles(rules = staticRules) {
  const values = {
    GENERATED: `Generated from ${'<name>'}.in and static-rules.json by npm run generate:nginx: edit those.`,
    HSTS_OVER_TLS: rules.hstsOverTls,
    CACHE_NEVER: rules.cacheControl.never,
    CACHE_HASHED: rules.cacheControl.hashed,
    CACHE_OTHER: rules.cacheControl.other,
    HASHED_FILE: rules.hashedFile,
    NEVER_CACHED_FILES: rules.neverCachedFiles.map(escapeRegExp).join('|'),
    FIREBASE_ORIGINS: rules.firebaseOrigins.map((origin) => ` ${origin}`).join(''),
    CONTENT_SECURITY_POLICY: shellContentSecurityPolicy(rules),
    HEADERS: [
      ...Object.entries(rules.headers).map(
        ([header, value]) => `add_header ${header} "${value}" always;`,
      ),
      'add_header Strict-Transport-Security \\$hsts always;',
    ].join('\n'),
  };
  return Object.fromEntries(
    GENERATED_FILES.map((file) => {
      const template = fs.readFileSync(path.join(nginxDir, `${file}.in`), 'utf8');
      const content = template.replace(/@([A-Z_]+)@/g, (placeholder, name) => {
        if (!(name in values)) throw new Error(`${file}.in: unknown placeholder ${placeholder}`);
        return name === 'GENERATED' ? values.GENERATED.replace('<name>', file) : values[name];
      });
      return [file, content];
    }),
  );
}

/** Writes the generated files; answers the names of those that changed. */
export function writeNginxFiles() {
  const changed = [];
  for (const [file, content] of Object.entries(renderNginxFiles())) {
    const target = path.join(nginxDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.writeFileSync(target, content, { mode: file.endsWith('.sh') ? 0o755 : 0o644 });
    changed.push(file);
  }
  return changed;
}
