// The MongoDB-protocol database harness. It picks, in order: MONGODB_URI, a mongod on PATH,
// then FerretDB v1.24.2 on SQLite, built from the Go module proxy into a cache outside the repo.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fail, info } from '../process/log.mjs';
import { isPortFree, onFreePorts, waitForPort } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';

export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

export function cacheDir() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'threadline');
}

// The build's own name in the cache: a change to the patch below builds afresh.
const FERRETDB_BUILD = `${FERRETDB_VERSION}-id-index`;

function ferretdbBinary() {
  return path.join(cacheDir(), 'ferretdb', FERRETDB_BUILD, 'bin', 'ferretdb');
}

/**
 * FerretDB 1.24's SQLite backend filters on `_id` with `_ferretdb_sjson->'$._id'`, but creates the
 * `_id` index on `_ferretdb_sjson->"_id"`. SQLite uses an index on an expression only when the
 * query spells the same expression, so every `_id` lookup, update and delete scanned the table
 * (145 ms for the 50,000th document, 1.2 ms with the index). The patch spells the filter as the
 * index does; both mean the same path, so results are unchanged.
 */
function patchIdFilter(sourceDir) {
  const file = path.join(sourceDir, 'internal/backends/sqlite/metadata/metadata.go');
  const text = fs.readFileSync(file, 'utf8');
  const before = `IDColumn = DefaultColumn + "->'$._id'"`;
  if (!text.includes(before))
    fail(`FerretDB ${FERRETDB_VERSION}'s ${file} no longer holds ${before}; update patchIdFilter.`);
  fs.writeFileSync(file, text.replace(before, 'IDColumn = DefaultColumn + `->"_id"`'));
}

function onPath(command) {
  return (
    spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null
  );
}

/**
 * Makes sure FerretDB is built. `go install <module>@version` cannot be used as is: the proxy here
 * refuses the module's version list (which `go install` reads for deprecation notices), and a
 * module-mode build leaves build/version/version.txt empty, which FerretDB refuses at start.
 * So the pinned module is downloaded, its version file filled in, its `_id` filter patched to use
 * the `_id` index (patchIdFilter), and `go install` run inside it.
 */
export function ensureFerretDB() {
  const binary = ferretdbBinary();
  if (fs.existsSync(binary)) return binary;
  if (!onPath('go')) {
    fail(
      'No database engine is available. Install one of:\n' +
        '  - Go (https://go.dev/dl), so FerretDB can be built automatically, or\n' +
        '  - MongoDB (mongod on PATH), or\n' +
        '  - set MONGODB_URI to a running MongoDB-compatible server.',
    );
  }
  info(
    `Building FerretDB ${FERRETDB_VERSION} into ${path.dirname(path.dirname(binary))} (once; takes a minute or two)…`,
  );
  const goEnv = { ...process.env, GOFLAGS: '-buildvcs=false', GOTOOLCHAIN: 'local' };
  let moduleDir;
  try {
    const download = execFileSync(
      'go',
      ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`],
      {
        env: goEnv,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    moduleDir = JSON.parse(download).Dir;
  } catch (error) {
    fail(
      `Could not download FerretDB ${FERRETDB_VERSION} with Go: ${error.message}\nInstall MongoDB or set MONGODB_URI instead.`,
    );
  }
  const sourceDir = path.join(path.dirname(path.dirname(binary)), 'src');
  fs.rmSync(sourceDir, { recursive: true, force: true });
  fs.cpSync(moduleDir, sourceDir, { recursive: true });
  execFileSync('chmod', ['-R', 'u+w', sourceDir]);
  fs.writeFileSync(path.join(sourceDir, 'build/version/version.txt'), `${FERRETDB_VERSION}\n`);
  patchIdFilter(sourceDir);
  try {
    execFileSync('go', ['install', '-trimpath', './cmd/ferretdb'], {
      cwd: sourceDir,
      env: { ...goEnv, GOBIN: path.dirname(binary) },
      stdio: 'inherit',
    });
  } catch (error) {
    fail(`Building FerretDB failed: ${error.message}\nInstall MongoDB or set MONGODB_URI instead.`);
  }
  fs.rmSync(sourceDir, { recursive: true, force: true });
  return binary;
}

/** Which engine would be used, without starting anything. */
export function chooseEngine() {
  if (process.env.MONGODB_URI) return { kind: 'external' };
  const mongod = onPath('mongod');
  if (mongod) return { kind: 'mongod', binary: mongod };
  return { kind: 'ferretdb', binary: ensureFerretDB() };
}

/**
 * Starts the database. `dataDir` persists between runs (npm start); without it a fresh temporary
 * folder is used and removed on stop (tests). Returns { uri, engine, stop }.
 */
export async function startDatabase({ dataDir, port, databaseName = 'threadline' } = {}) {
  const engine = chooseEngine();
  if (engine.kind === 'external') {
    info('Database: MONGODB_URI');
    return { uri: process.env.MONGODB_URI, engine: 'external', stop: async () => {} };
  }
  const temporary = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-db-'));
  fs.mkdirSync(dir, { recursive: true });
  if (port && !(await isPortFree(port))) {
    fail(
      `Port ${port} (database) is already in use. Stop what is using it, or set DB_PORT to another port.`,
    );
  }
  const launch = async (listenPort, debugPort) => {
    const service =
      engine.kind === 'mongod'
        ? startService(
            'mongod',
            engine.binary,
            ['--bind_ip', '127.0.0.1', '--port', String(listenPort), '--dbpath', dir, '--quiet'],
            { quiet: true },
          )
        : startService(
            'ferretdb',
            engine.binary,
            [
              '--handler=sqlite',
              `--sqlite-url=file:${dir}/`,
              `--state-dir=${dir}`,
              `--listen-addr=127.0.0.1:${listenPort}`,
              `--debug-addr=127.0.0.1:${debugPort}`,
              '--telemetry=disable',
              '--log-level=warn',
            ],
            { quiet: true },
          );
    try {
      await waitForPort(listenPort, {
        name: engine.kind,
        timeoutMs: 60_000,
        isAlive: service.isAlive,
      });
    } catch (error) {
      await service.stop();
      throw new Error(`${error.message}\n${lastOutput(service)}`);
    }
    return { service, listenPort };
  };
  let started;
  try {
    // The listening port unless given, and FerretDB's debug port, are chosen here: afresh when
    // one is taken before the engine binds it.
    started = await onFreePorts(2, ([free, debugPort]) => launch(port || free, debugPort));
  } catch (error) {
    fail(`${engine.kind} did not start: ${error.message}`);
  }
  const { service, listenPort } = started;
  const uri = `mongodb://127.0.0.1:${listenPort}/${databaseName}`;
  return {
    uri,
    engine: engine.kind,
    port: listenPort,
    /** The engine's own process (a test pauses it with SIGSTOP to play a hung database). */
    pid: service.child.pid,
    stop: async () => {
      await service.stop();
      if (temporary) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
