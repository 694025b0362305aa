import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A Mailpit of one spec's own, that the spec may stop and start again on the same ports (the
 * outage test). The binary is the one global-setup's harness built (tools/harness/mailpit.mjs
 * keeps it in the cache under its version); the messages live in a temporary file that outlives
 * a restart.
 */
const MAILPIT_VERSION = 'v1.27.11';

function binary(): string {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'threadline', 'mailpit', MAILPIT_VERSION, 'bin', 'mailpit');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Mailpit did not open port ${port}`);
}

export interface OwnMailpit {
  smtpUrl: string;
  url: string;
  pause: () => Promise<void>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startOwnMailpit(): Promise<OwnMailpit> {
  const [smtp, http] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'threadline-mail-'));
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn(
      binary(),
      [
        '--smtp',
        `127.0.0.1:${smtp}`,
        '--listen',
        `127.0.0.1:${http}`,
        '--database',
        path.join(dir, 'mailpit.db'),
        '--smtp-auth-accept-any',
        '--smtp-auth-allow-insecure',
        '--disable-version-check',
        '--quiet',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(smtp);
    await waitForPort(http);
  };
  const halt = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await launch();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    url: `http://127.0.0.1:${http}`,
    pause: halt,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
