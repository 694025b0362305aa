import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { gracefulShutdown } from '../src/lifecycle/graceful-shutdown';
import { startTestApp, type TestApp } from './support/test-app';

/** One raw HTTP/1.1 exchange, so the test decides when each byte of the request is sent. */
function rawClient(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return {
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    closed,
    received: () => received,
  };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const contactBody = JSON.stringify({
  name: 'Ada Buyer',
  email: 'ada@brand.test',
  message: 'Twelve hundred polo shirts, please.',
});
const contactHeaders =
  'POST /contacts HTTP/1.1\r\nHost: api.threadline.test\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${Buffer.byteLength(contactBody)}\r\n\r\n`;

/** Resolves once the server has the request's head (its handler waits for the body). */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('graceful shutdown (SIGTERM / SIGINT)', () => {
  let testApp: TestApp;
  let port: number;

  beforeEach(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.server.address() as AddressInfo).port;
  });

  it('refuses new connections, answers the request in flight with Connection: close, then closes the database', async () => {
    const shutdown = gracefulShutdown(testApp.app, { drainMs: 10_000 });
    const client = rawClient(port);
    await client.connected;
    await client.send(contactHeaders + contactBody.slice(0, 20));
    await aMoment();

    const drained = shutdown.drain();
    expect(await connectionRefused(port)).toBe(true);
    await client.send(contactBody.slice(20));
    await client.closed;

    const response = client.received();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(await drained).toEqual({ cut: 0 });
    expect(testApp.db.readyState).toBe(0);
  });

  it('answers a request whose connection was accepted before the stop but arrived after it', async () => {
    // The gateway's race: it has connected, and its POST (which nginx never resends to another
    // replica) arrives once the drain has begun.
    const shutdown = gracefulShutdown(testApp.app, { drainMs: 10_000 });
    const client = rawClient(port);
    await client.connected;
    await aMoment();

    const drained = shutdown.drain();
    await client.send(contactHeaders + contactBody);
    await client.closed;

    expect(client.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(client.received().toLowerCase()).toContain('connection: close');
    expect(await drained).toEqual({ cut: 0 });
  });

  it('closes an idle keep-alive connection so its client reconnects to another replica', async () => {
    const shutdown = gracefulShutdown(testApp.app, { drainMs: 10_000 });
    const client = rawClient(port);
    await client.connected;
    await client.send('GET /health/live HTTP/1.1\r\nHost: api.threadline.test\r\n\r\n');
    await aMoment();
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received().toLowerCase()).toContain('connection: keep-alive');

    await shutdown.drain();
    await client.closed;
    expect(testApp.db.readyState).toBe(0);
  });

  it('cuts a request that outlasts the drain bound instead of waiting for it', async () => {
    const shutdown = gracefulShutdown(testApp.app, { drainMs: 300 });
    const client = rawClient(port);
    await client.connected;
    await client.send(contactHeaders + contactBody.slice(0, 20));
    await aMoment();

    expect(await shutdown.drain()).toEqual({ cut: 1 });
    await client.closed;
    expect(client.received()).toBe('');
    expect(testApp.db.readyState).toBe(0);
  });
});
