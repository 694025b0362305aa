// Starts bench/lib/raw-http-server.mjs as the ceiling a benchmark compares the API with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from '@threadline/tools/process/ports';
import { startService } from '@threadline/tools/process/processes';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The process id of each raw server started here, by its URL (for its CPU time). */
const pids = new Map();

/** The process id of the raw server at `url`, as rawServerLike returned it. */
export function rawServerPid(url) {
  return pids.get(url);
}

/**
 * A raw http server on `port` answering what `url` answered, byte for byte but the Date; its URL.
 * Stopped with the other services (stopAll).
 */
export async function rawServerLike(url, port) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-raw-')), 'body');
  fs.writeFileSync(bodyFile, body);
  const server = startService(
    `raw http ${port}`,
    process.execPath,
    [path.join(here, 'raw-http-server.mjs')],
    {
      env: {
        ...process.env,
        RAW_PORT: String(port),
        RAW_HEADERS: JSON.stringify(headers),
        RAW_BODY_FILE: bodyFile,
      },
      quiet: true,
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, {
    name: 'raw http',
    isAlive: () => !server.exited,
  });
  const rawUrl = `http://127.0.0.1:${port}/`;
  pids.set(rawUrl, server.child.pid);
  return rawUrl;
}
