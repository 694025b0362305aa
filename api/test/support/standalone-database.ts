import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface StandaloneDatabase {
  uri: string;
  port: number;
  /** Freezes the engine (SIGSTOP): it keeps its connections open and answers nothing. */
  pause: () => void;
  /** Lets a paused engine run again (SIGCONT). */
  resume: () => void;
  /** Stops the server and waits until it has exited. */
  stop: () => Promise<void>;
}

/** Starts a database server in a child process (database-process.mjs); `port` to reuse one. */
export async function startStandaloneDatabase(port?: number): Promise<StandaloneDatabase> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'database-process.mjs'), ...(port ? [String(port)] : [])],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<{ uri: string; port: number; pid: number }>(
    (resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => resolve(JSON.parse(line)));
      child.once('exit', (code) => reject(new Error(`The database helper exited with ${code}`)));
    },
  );
  const { pid, ...address } = started;
  return {
    ...address,
    pause: () => process.kill(pid, 'SIGSTOP'),
    resume: () => process.kill(pid, 'SIGCONT'),
    stop: async () => {
      // A stopped engine would never act on the helper's SIGTERM.
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
