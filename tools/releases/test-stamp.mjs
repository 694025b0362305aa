// Whether a remote's own tests passed against its current sources: `npm run ship` writes a stamp
// after they pass, and `npm run release` refuses a build from sources with no matching stamp
// (unless --skip-tests). The stamp names a hash of everything the remote's build reads from this
// repository: its own folder (but dist/) and the workspaces it depends on.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../process/repo-root.mjs';

/** What a remote's build reads from the repository, besides node_modules. */
const SOURCES = (remote) => [remote, 'contracts/src', 'web-kit'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.test-results']);

/** A hash of the files (names and contents) a remote's build and tests read. */
export function sourceHash(remote, root = repoRoot) {
  const hash = crypto.createHash('sha256');
  const walk = (dir, prefix) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIPPED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile())
        hash.update(`${prefix}${entry.name}\0`).update(fs.readFileSync(full));
    }
  };
  for (const source of SOURCES(remote)) walk(path.join(root, source), `${source}/`);
  return hash.digest('hex');
}

const stampFile = (remote, root) => path.join(root, '.test-results', 'stamps', `${remote}.json`);

/** Records that the remote's tests passed against its sources as they are now. */
export function writeTestStamp(remote, { root = repoRoot, now = new Date() } = {}) {
  const file = stampFile(remote, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stamp = { remote, sourceHash: sourceHash(remote, root), passedAt: now.toISOString() };
  fs.writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/** The stamp when it matches the sources as they are now; else null. */
export function currentTestStamp(remote, { root = repoRoot } = {}) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(remote, root), 'utf8'));
    return stamp.sourceHash === sourceHash(remote, root) ? stamp : null;
  } catch {
    return null;
  }
}
