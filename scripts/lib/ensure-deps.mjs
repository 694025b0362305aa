// Installs the workspace dependencies when they are missing or out of date with the lock file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { info } from './log.mjs';
import { run } from './processes.mjs';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function fingerprint() {
  const hash = crypto.createHash('sha256');
  for (const file of ['package-lock.json', 'package.json']) {
    const full = path.join(repoRoot, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

export async function ensureDependencies() {
  const stamp = path.join(repoRoot, 'node_modules', '.threadline-install');
  const expected = fingerprint();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === expected) return;
  info('Installing dependencies (npm install)…');
  // Not `npm ci`: the registry mirror here lacks some other platforms' optional binaries (for
  // example @swc/core for macOS), which npm ci insists on finding in the lock file. npm install
  // follows the lock file for everything it can fetch and leaves the lock file untouched.
  await run('npm', ['install', '--no-save', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    // Browsers come from the system (Debian's chromium); nothing may download one.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  fs.writeFileSync(stamp, expected);
}
