// Redis for the shared rate limits: REDIS_URL if set, else Debian's redis-server on 127.0.0.1 on a
// free port (nothing persisted), else none (the API then counts in memory, per process).
import { spawnSync } from 'node:child_process';
import { onFreePorts, waitForPort } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';

export function redisServerPath() {
  return (
    spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() || null
  );
}

/** Returns { url, stop } or undefined when no redis-server is installed and REDIS_URL is unset. */
export async function startRedis({ port } = {}) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const binary = redisServerPath();
  if (!binary) return undefined;
  const launch = async (chosen) => {
    const service = startService(
      'redis',
      binary,
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(chosen),
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
      ],
      { quiet: true },
    );
    try {
      await waitForPort(chosen, {
        name: 'redis-server',
        timeoutMs: 20_000,
        isAlive: service.isAlive,
      });
    } catch (error) {
      await service.stop();
      throw new Error(`${error.message}\n${lastOutput(service)}`);
    }
    return { url: `redis://127.0.0.1:${chosen}`, stop: () => service.stop() };
  };
  return port ? launch(port) : onFreePorts(1, ([chosen]) => launch(chosen));
}
