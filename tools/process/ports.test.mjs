import net from 'node:net';
import { redisServerPath } from '../harness/redis.mjs';
import { freePort, isPortTaken, onFreePorts } from './ports.mjs';
import { lastOutput, startService } from './processes.mjs';

const listening = [];
/** A server of the test's own on `port` (0: any), as another process holding a port would be. */
function listen(port = 0) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      listening.push(server);
      resolve(server.address().port);
    });
  });
}

afterEach(async () => {
  for (const server of listening.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe('onFreePorts', () => {
  it('starts again on fresh ports when another process took the one chosen', async () => {
    const taken = await listen();
    const offered = [];
    const choose = async (count) => {
      const ports = offered.length === 0 ? [taken] : [await freePort()];
      offered.push(...ports);
      return ports.slice(0, count);
    };

    const port = await onFreePorts(1, ([chosen]) => listen(chosen), { choose });

    expect(offered).toHaveLength(2);
    expect(offered[0]).toBe(taken);
    expect(port).toBe(offered[1]);
    expect(port).not.toBe(taken);
  });

  it('throws any other failure at once', async () => {
    let starts = 0;
    const start = async () => {
      starts += 1;
      throw new Error('mailpit: unknown flag --colour');
    };

    await expect(onFreePorts(2, start)).rejects.toThrow('unknown flag --colour');
    expect(starts).toBe(1);
  });

  it('gives up after the attempts it was given, with the last failure', async () => {
    const taken = await listen();
    let starts = 0;
    const start = ([port]) => {
      starts += 1;
      return listen(port);
    };

    await expect(
      onFreePorts(1, start, { attempts: 3, choose: async () => [taken] }),
    ).rejects.toThrow('EADDRINUSE');
    expect(starts).toBe(3);
  });
});

describe('a real service on a taken port', () => {
  it('redis-server stops at once, and what it printed last is read as a taken port', async () => {
    const binary = redisServerPath();
    expect(binary).toBeTruthy();
    const taken = await listen();
    const service = startService(
      'redis',
      binary,
      ['--bind', '127.0.0.1', '--port', String(taken), '--save', ''],
      { quiet: true },
    );

    await service.closed;
    await service.stop();

    expect(service.isAlive()).toBe(false);
    expect(isPortTaken(new Error(lastOutput(service)))).toBe(true);
  });
});
