// Whole-file writes and the lock every change of a remote's pointer or history holds: two teams
// releasing at the same moment take turns, and a reader never sees half a file.
import crypto from 'node:crypto';
import fs from 'node:fs';

export const writeJsonAtomically = (file: string, value: unknown) => {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
};

/** How long a writer waits for the lock, and after how long a lock is left by a dead writer. */
export const LOCK_WAIT_MS = 15_000;
const STALE_LOCK_MS = 60_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Runs `change` holding `lockFile` (created exclusively), so concurrent writers never interleave. */
export function withLock<T>(
  lockFile: string,
  change: () => T,
  { waitMs = LOCK_WAIT_MS }: { waitMs?: number } = {},
): T {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lockFile).mtimeMs > STALE_LOCK_MS) fs.rmSync(lockFile);
      } catch {
        // Released meanwhile: try again at once.
      }
      if (Date.now() > deadline)
        throw new Error(`${lockFile} is held by another release; try again in a moment.`);
      Atomics.wait(pause, 0, 0, 20 + Math.floor(Math.random() * 30));
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

export const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
};
