import { spawn } from 'node:child_process';
import { dim } from './log.mjs';

const running = new Set();

/**
 * Starts a long-running child in its own process group, so that stopping it also stops whatever
 * it spawned (npx, firebase's workers). Output is prefixed with the service name.
 */
export function startService(name, command, args, { env = process.env, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // `quiet` may change later: the dev loop shows the compilers and the API once it is ready.
  const service = { name, child, exited: false, exitCode: null, output: [], quiet };
  const relay = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        service.output.push(line);
        if (service.output.length > 200) service.output.shift();
        if (!service.quiet || process.env.VERBOSE) target.write(`${dim(`[${name}]`)} ${line}\n`);
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    service.exited = true;
    service.exitCode = code ?? signal;
    running.delete(service);
  });
  running.add(service);
  // Its output may still be arriving after 'exit': 'close' says the pipes are drained.
  service.closed = new Promise((resolve) => child.once('close', resolve));
  service.isAlive = () => !service.exited;
  service.stop = (graceMs) => stopService(service, graceMs);
  return service;
}

/** Waits for the last of a service's output, though never more than a second. */
function drained(service) {
  let timer;
  const bound = new Promise((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  return Promise.race([service.closed, bound]).finally(() => clearTimeout(timer));
}

/** Stops a service; once it resolves, `lastOutput` holds what the service printed last. */
export async function stopService(service, graceMs = 8000) {
  if (service.exited) return drained(service);
  const pid = service.child.pid;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  try {
    process.kill(-pid, 'SIGINT');
  } catch {
    return drained(service);
  }
  let timeout;
  const timer = new Promise((resolve) => {
    timeout = setTimeout(resolve, graceMs, 'timeout');
  });
  const outcome = await Promise.race([exited, timer]);
  clearTimeout(timeout);
  if (outcome === 'timeout') {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await exited;
  }
  await drained(service);
}

/** Stops every service still running, newest first (apps before the database). */
export async function stopAll() {
  const services = [...running].reverse();
  for (const service of services) await stopService(service);
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, { env = process.env, cwd, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export function lastOutput(service, lines = 30) {
  return service.output.slice(-lines).join('\n');
}
