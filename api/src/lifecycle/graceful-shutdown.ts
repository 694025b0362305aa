import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { countOf } from '@threadline/contracts';

/** The longest in-flight requests may take to finish once a stop is asked for. */
export const DEFAULT_DRAIN_MS = 10_000;

/** How long a connection accepted just before the drain may take to send its first request. */
const FIRST_REQUEST_GRACE_MS = 1000;

export interface GracefulShutdown {
  /** Stops taking connections, lets in-flight requests finish (bounded), then closes the app. */
  drain: () => Promise<DrainOutcome>;
  /** True from the moment a drain starts. */
  readonly draining: boolean;
}

export interface DrainOutcome {
  /** Connections still open when the bound ran out, cut then. 0: everything finished. */
  cut: number;
}

/**
 * The stop of one replica behind the gateway, without a failed request:
 * 1. the listening socket closes, so the gateway's next connection is refused and it tries the
 *    other replica (proxy_next_upstream error);
 * 2. every response from now on says `Connection: close`, and idle keep-alive connections are
 *    closed, so a client holding one reconnects (to the other replica) instead of sending its
 *    next request to a process that is going away;
 * 3. in-flight requests finish, for at most `drainMs`; whatever is still open then is cut;
 * 4. only then does Nest close the modules: the database and Redis connections end cleanly after
 *    the last request that needed them.
 */
export function gracefulShutdown(
  app: INestApplication,
  { drainMs = DEFAULT_DRAIN_MS }: { drainMs?: number } = {},
): GracefulShutdown {
  const server = app.getHttpServer() as Server;
  let draining = false;
  let drained: Promise<DrainOutcome> | undefined;
  // Each connection: requests in progress on it, and how many it has answered.
  const connections = new Map<Socket, { busy: number; served: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, served: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Responses not yet written: from the drain on, each one is its connection's last, whether its
  // request came before the drain or after.
  const unanswered = new Set<ServerResponse>();
  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) {
      connection.busy += 1;
      response.once('close', () => {
        connection.busy -= 1;
        connection.served += 1;
      });
    }
    if (draining) return lastOnItsConnection(response);
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  const drain = async (): Promise<DrainOutcome> => {
    draining = true;
    const startedAt = Date.now();
    for (const response of unanswered) lastOnItsConnection(response);
    // net.Server's close, not http.Server's: that one also closes every connection without a
    // request in progress, including one just accepted whose request (already sent by the
    // gateway, which will not resend a POST) has not been read yet.
    const closed = new Promise<void>((resolve) => {
      if (!server.listening) resolve();
      else NetServer.prototype.close.call(server, () => resolve());
    });
    // Idle keep-alive connections are closed, so their clients reconnect elsewhere; a connection
    // that has not sent its first request yet gets a moment to send it.
    const sweep = setInterval(() => {
      const graceOver = Date.now() - startedAt > FIRST_REQUEST_GRACE_MS;
      for (const [socket, { busy, served }] of connections)
        if (busy === 0 && (served > 0 || graceOver)) socket.destroy();
    }, 50);
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(resolve, drainMs, 'timeout');
    });
    const outcome = await Promise.race([closed.then(() => 'closed' as const), outOfTime]);
    clearInterval(sweep);
    clearTimeout(timer);
    const cut = outcome === 'timeout' ? connections.size : 0;
    for (const socket of connections.keys()) socket.destroy();
    await closed;
    await app.close();
    return { cut };
  };

  return {
    drain: () => (drained ??= drain()),
    get draining() {
      return draining;
    },
  };
}

/**
 * SIGTERM (a deploy, docker stop) and SIGINT (Ctrl-C, the launcher) drain the process, then it
 * exits. A second signal while draining is ignored: the bound already limits the wait.
 */
export function drainOnSignals(
  shutdown: GracefulShutdown,
  log: (message: string) => void,
  signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
): void {
  for (const signal of signals) {
    process.on(signal, () => {
      if (shutdown.draining) return;
      log(`${signal}: draining in-flight requests, then closing the database and Redis`);
      shutdown.drain().then(
        ({ cut }) => {
          log(
            cut === 0
              ? 'Stopped cleanly: every request answered'
              : `Stopped: ${countOf(cut, 'connection')} still open after the drain bound were cut`,
          );
          process.exit(0);
        },
        (error: unknown) => {
          log(`Stop failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}

/** SHUTDOWN_DRAIN_SECONDS (whole seconds, 1 to 600), else DEFAULT_DRAIN_MS; null when invalid. */
export function drainMsFromEnv(env: NodeJS.ProcessEnv): number | null {
  const raw = env.SHUTDOWN_DRAIN_SECONDS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_DRAIN_MS;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 600) return null;
  return Number(raw) * 1000;
}
