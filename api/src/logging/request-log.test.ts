import Fastify from 'fastify';
import { requestIdOf } from '../common/request-id';
import { AppLogger } from './app-logger';
import { logRequests } from './request-log';

interface Line {
  msg?: string;
  context?: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string };
}

const servers: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function served() {
  const lines: Line[] = [];
  const logger = new AppLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line)),
  });
  const fastify = Fastify({ genReqId: requestIdOf });
  servers.push(fastify);
  logRequests(fastify, logger);
  fastify.post('/notes', async (request) => {
    // After the body was read and after an await: still the request's scope.
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.log(`noted ${(request.body as { text: string }).text}`, 'Notes');
    return { ok: true };
  });
  fastify.get('/notes', async () => []);
  fastify.get('/broken', async () => {
    throw new Error('the disk is gone');
  });
  // A real socket: the body arrives in the socket's own events, after the first hooks.
  const base = await fastify.listen({ host: '127.0.0.1', port: 0 });
  return { fastify, logger, lines, base };
}

describe('the request log', () => {
  it('carries the gateway’s request id on the request’s line and on every line logged while serving it', async () => {
    const { lines, base } = await served();
    const id = 'f3b1c2d4e5a60718293a4b5c6d7e8f90';
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/notes?secret=1`, {
      method: 'POST',
      headers: { ...json, 'x-request-id': id },
      body: JSON.stringify({ text: 'linen' }),
    });
    await fetch(`${base}/notes`, { method: 'POST', headers: json, body: '{"text":"wool"}' });
    // A body of many chunks, read over several of the socket's events.
    const bigId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await fetch(`${base}/notes`, {
      method: 'POST',
      headers: { ...json, 'x-request-id': bigId },
      body: JSON.stringify({ text: 'silk', padding: 'x'.repeat(300_000) }),
    });

    const noted = lines.find((line) => line.msg === 'noted linen');
    expect(noted).toMatchObject({ context: 'Notes', req: { id, method: 'POST', url: '/notes' } });
    expect(lines).toContainEqual(
      expect.objectContaining({
        context: 'HTTP',
        msg: 'request completed',
        req: { id, method: 'POST', url: '/notes' },
        res: { statusCode: 200 },
      }),
    );
    expect(lines.find((line) => line.msg === 'noted silk')?.req?.id).toBe(bigId);
    const other = lines.find((line) => line.msg === 'noted wool');
    expect(other?.req?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs the first successful read of a path each second, and every failure', async () => {
    const { lines, base } = await served();
    for (let i = 0; i < 5; i += 1) await (await fetch(`${base}/notes`)).arrayBuffer();
    await (await fetch(`${base}/broken`)).arrayBuffer();

    const reads = lines.filter((line) => line.req?.url === '/notes');
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads.length).toBeLessThan(5);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request errored', res: { statusCode: 500 } }),
    );
  });

  it('logs outside any request without a req', () => {
    const lines: Line[] = [];
    const logger = new AppLogger('info', {
      write: (line: string) => void lines.push(JSON.parse(line)),
    });
    logger.warn('starting', 'Boot');
    logger.error(new Error('no database'), 'Boot');
    expect(lines[0]).toMatchObject({ msg: 'starting', context: 'Boot' });
    expect(lines[0].req).toBeUndefined();
    expect(lines[1]).toMatchObject({ context: 'Boot', err: { message: 'no database' } });
  });
});
