import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { onFreePorts } from '@threadline/tools/process/ports';

/** A backing service this spec started, which it may freeze and thaw. */
export interface PausableService {
  /** Freezes the process (SIGSTOP): its connections stay open and it answers nothing. */
  pause: () => void;
  /** Lets it run again (SIGCONT). */
  resume: () => void;
  stop: () => Promise<void>;
}

function signals(pid: number, child: ChildProcess, exited: Promise<void>): PausableService {
  return {
    pause: () => process.kill(pid, 'SIGSTOP'),
    resume: () => process.kill(pid, 'SIGCONT'),
    stop: async () => {
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

/** Debian's redis-server on a free port, nothing persisted. */
export async function startRedisServer(): Promise<PausableService & { url: string }> {
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!binary)
    throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run does)');
  // On a port free a moment before: afresh if another process takes it first.
  return onFreePorts(1, async ([port]) => {
    const child = spawn(
      binary,
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('close', (code) =>
        reject(new Error(`redis-server exited with ${code}: ${output}`)),
      );
    });
    return { url: `redis://127.0.0.1:${port}`, ...signals(child.pid!, child, exited) };
  });
}

/** A Firebase Auth emulator of this spec's own (auth-emulator-process.mjs). */
export async function startAuthEmulatorProcess(): Promise<PausableService & { host: string }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'auth-emulator-process.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<{ host: string; pid: number }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`The emulator helper exited with ${code}`)));
  });
  return { host: started.host, ...signals(started.pid, child, exited) };
}
