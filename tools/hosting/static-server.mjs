// A small static file server for the built shell and remotes (npm start, e2e, `npm run serve`).
// Federation entry files, manifests, release pointers and the runtime config are never cached, so
// shipping a remote or moving it (a new runtime config) takes effect on the next page load;
// hashed files are immutable. A remote served from its releases folder answers:
//   /live.json, /releases.json   the pointer and the history (no-cache)
//   /releases/<id>/...           one immutable release, kept while tabs may still need it
//   anything else                the live release's file of that name
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheControlFor, staticRules } from './nginx-rules.mjs';
import { securityHeaders } from './security-headers.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** Text worth compressing; images, video and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
// Which files are cached for how long is deploy/nginx's rule too (static-rules.json).
export { cacheControlFor };
const NEVER_CACHED = staticRules.cacheControl.never;

export const CSP_REPORT_PATH = '/__csp-report';
const CSP_REPORT_MAX_BYTES = 64 * 1024;

function receiveCspReport(request, response, onCspReport) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
    if (body.length > CSP_REPORT_MAX_BYTES) request.destroy();
  });
  request.on('end', () => {
    try {
      onCspReport(JSON.parse(body));
    } catch {
      onCspReport(body);
    }
    response.writeHead(204).end();
  });
}

/** The file a path names inside `base`, or null when it would leave it (`/root-evil` is not in `/root`). */
function resolveInside(base, relative) {
  const filePath = path.join(base, relative);
  return filePath === base || filePath.startsWith(base + path.sep) ? filePath : null;
}

/** The live release's folder, read from live.json on each request (it moves without a restart). */
function liveReleaseFolder(releasesRoot) {
  try {
    const { id } = JSON.parse(fs.readFileSync(path.join(releasesRoot, 'live.json'), 'utf8'));
    return typeof id === 'string' ? resolveInside(path.join(releasesRoot, 'releases'), id) : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.root       folder to serve
 * @param {number} options.port
 * @param {boolean} [options.spa]     answer unknown paths with index.html (the shell's router)
 * @param {object} [options.runtimeConfig] served as /runtime-config.json
 * @param {string} [options.releases] a remote's releases folder (see the top); `root` serves
 *   only while no release is live
 * @param {string} [options.csp]       the Content-Security-Policy of every response
 * @param {(report: unknown) => void} [options.onCspReport] receives the violation reports browsers
 *   POST to /__csp-report (the CSP's report-uri, set by the journeys)
 * @param {boolean} [options.sourceMaps] serve *.map files (the dev loop); otherwise they answer
 *   404, as the production nginx configs do: a map's sourcesContent is the whole source tree
 */
/**
 * Stops a server at once: close() alone waits for every open connection, and a page left open in a
 * browser can hold one for as long as it likes.
 */
function stop(server) {
  return new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
}

export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  runtimeConfig,
  releases,
  csp,
  onCspReport,
  sourceMaps = false,
}) {
  const rootBase = path.resolve(root);
  const releasesRoot = releases ? path.resolve(releases) : undefined;
  // The built files do not change while a server runs (a rebuild changes mtimes): each is
  // compressed once per encoding.
  const compressed = new Map();
  const compressedBody = (filePath, encoding) => {
    const { mtimeMs } = fs.statSync(filePath);
    const key = `${encoding} ${filePath}`;
    const kept = compressed.get(key);
    if (kept?.mtimeMs === mtimeMs) return kept.body;
    const content = fs.readFileSync(filePath);
    const body =
      encoding === 'br'
        ? brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
        : gzip(content, { level: 9 });
    compressed.set(key, { mtimeMs, body });
    body.catch(() => compressed.delete(key));
    return body;
  };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const overTls =
      String(request.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim() === 'https';
    for (const [header, value] of Object.entries(securityHeaders({ csp, overTls })))
      response.setHeader(header, value);
    if (onCspReport && request.method === 'POST' && url.pathname === CSP_REPORT_PATH) {
      receiveCspReport(request, response, onCspReport);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    if (runtimeConfig && url.pathname === '/runtime-config.json') {
      response.writeHead(200, {
        'Content-Type': TYPES['.json'],
        'Cache-Control': cacheControlFor('runtime-config.json'),
      });
      response.end(JSON.stringify(runtimeConfig));
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response
        .writeHead(400, { 'Content-Type': TYPES['.txt'] })
        .end('Bad request: malformed escape in the path');
      return;
    }
    if (!sourceMaps && pathname.endsWith('.map')) {
      response
        .writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': NEVER_CACHED })
        .end('Not found');
      return;
    }
    let base = rootBase;
    if (releasesRoot) {
      const isReleaseFile =
        pathname === '/live.json' ||
        pathname === '/releases.json' ||
        pathname.startsWith('/releases/');
      base = isReleaseFile ? releasesRoot : (liveReleaseFolder(releasesRoot) ?? rootBase);
    }
    let filePath = resolveInside(base, pathname);
    if (!filePath) {
      response.writeHead(403).end();
      return;
    }
    if (fs.existsSync(filePath) && fs.statSync(filePath).isDirectory())
      filePath = path.join(filePath, 'index.html');
    if (!fs.existsSync(filePath)) {
      const looksLikeAsset = path.extname(pathname) !== '';
      if (spa && !looksLikeAsset) filePath = path.join(base, 'index.html');
      else {
        response
          .writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': NEVER_CACHED })
          .end('Not found');
        return;
      }
    }
    const name = path.basename(filePath);
    const extension = path.extname(filePath);
    const headers = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(name),
    };
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(extension)
      ? undefined
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined;
    if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';
    if (!encoding) {
      response.writeHead(200, { ...headers, 'Content-Length': fs.statSync(filePath).size });
      if (request.method === 'HEAD') response.end();
      else fs.createReadStream(filePath).pipe(response);
      return;
    }
    try {
      const body = await compressedBody(filePath, encoding);
      response.writeHead(200, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response
        .writeHead(500, { 'Content-Type': TYPES['.txt'] })
        .end(`Could not read ${name}: ${error.message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        server,
        url: `http://${host}:${server.address().port}`,
        close: () => stop(server),
      }),
    );
  });
}
