import net from 'node:net';

/** True when nothing listens on host:port. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free now, for test runs that must not collide with `npm start`. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** What redis-server, Mailpit, FerretDB, mongod and the Firebase emulators say of a taken port. */
const PORT_TAKEN = /EADDRINUSE|address already in use|port taken|is not open on/i;

/** True when a service failed to start because a port it was given is taken. */
export function isPortTaken(error) {
  return PORT_TAKEN.test(error?.message ?? '');
}

/**
 * Starts a service with `start(ports)` on `count` ports that were free a moment before. Another
 * process can take one in between (the OS also hands ports of that range to outgoing
 * connections), so a start that fails on a taken port is made again on fresh ports, `attempts`
 * times in all. Any other failure is thrown at once.
 */
export async function onFreePorts(count, start, { attempts = 3, choose = freePorts } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await choose(count));
    } catch (error) {
      if (attempt >= attempts || !isPortTaken(error)) throw error;
    }
  }
}

/** Waits until a TCP connection to host:port succeeds, or fails after timeoutMs. */
export async function waitForPort(
  port,
  { host = '127.0.0.1', timeoutMs = 60_000, name = `port ${port}`, isAlive } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isAlive && !isAlive()) throw new Error(`${name} exited before opening ${host}:${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not open on ${host}:${port} within ${timeoutMs / 1000}s`);
}

/** Polls an HTTP URL until it answers with a status below 500. */
export async function waitForHttp(url, { timeoutMs = 60_000, name = url, isAlive } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (isAlive && !isAlive()) throw new Error(`${name} exited before answering at ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000}s (${lastError})`);
}
