// schemathesis, pinned, in a virtual environment of its own under the harness's cache folder
// (never in the repo): installed from PyPI on first use, reused after.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { cacheDir } from '../harness/database.mjs';
import { info, SetupError } from '../process/log.mjs';

const exec = promisify(execFile);

/** The fuzzer's version: a new one is a deliberate change, its findings judged before it lands. */
export const SCHEMATHESIS_VERSION = '4.32.5';

const venvDir = () => path.join(cacheDir(), `schemathesis-${SCHEMATHESIS_VERSION}`);
const binary = () => path.join(venvDir(), 'bin', 'schemathesis');

async function installedVersion() {
  if (!fs.existsSync(binary())) return undefined;
  try {
    const { stdout } = await exec(binary(), ['--version'], { timeout: 60_000 });
    return stdout.trim().split(/\s+/).pop();
  } catch {
    return undefined;
  }
}

/**
 * How many threads schemathesis may draw cases in. Python before 3.13 keeps the `ast` module's
 * recursion count per interpreter, not per thread, so two threads parsing at once (hypothesis
 * describes a filter's lambda by parsing its source) fail with "SystemError: AST constructor
 * recursion depth mismatch" (CPython gh-106905's family): one thread there.
 */
export function fuzzWorkers() {
  const config = fs.readFileSync(path.join(venvDir(), 'pyvenv.cfg'), 'utf8');
  const [major, minor] = (config.match(/^version\s*=\s*(\d+)\.(\d+)/m) ?? []).slice(1).map(Number);
  return major > 3 || (major === 3 && minor >= 13) ? 2 : 1;
}

/** The path of the schemathesis command, installing it first when it is not there. */
export async function ensureSchemathesis() {
  if ((await installedVersion()) === SCHEMATHESIS_VERSION) return binary();
  info(`Installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${venvDir()}`);
  fs.rmSync(venvDir(), { recursive: true, force: true });
  try {
    await exec('python3', ['-m', 'venv', venvDir()], { timeout: 120_000 });
  } catch (error) {
    throw new SetupError(
      'The API fuzzer needs Python 3 with its venv module: install python3 and python3-venv ' +
        `(apt-get install python3 python3-venv), then run again.\n${error.stderr ?? error.message}`,
    );
  }
  const pip = path.join(venvDir(), 'bin', 'pip');
  try {
    await exec(
      pip,
      [
        'install',
        '--disable-pip-version-check',
        '--quiet',
        `schemathesis==${SCHEMATHESIS_VERSION}`,
      ],
      { timeout: 600_000 },
    );
  } catch (error) {
    fs.rmSync(venvDir(), { recursive: true, force: true });
    throw new SetupError(
      `pip could not install schemathesis ${SCHEMATHESIS_VERSION} from PyPI:\n${error.stderr ?? error.message}`,
    );
  }
  return binary();
}
