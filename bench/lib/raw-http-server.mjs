// The ceiling of the API benchmarks: a bare Node http server, in a process of its own as the API
// is, answering every request with the bytes it is given (the API's status line aside: the same
// headers but Date, and the same body). Started by bench/lib/raw-server-like.mjs with RAW_PORT, RAW_HEADERS
// (JSON) and RAW_BODY_FILE; RAW_STATUS (200) for an answer without a body such as a 204. It reads
// any request body before answering, as the API does.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.RAW_BODY_FILE);
const headers = JSON.parse(process.env.RAW_HEADERS);
const status = Number(process.env.RAW_STATUS ?? 200);
http
  .createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, headers);
      response.end(status === 204 ? undefined : body);
    });
  })
  .listen(Number(process.env.RAW_PORT), '127.0.0.1', () => console.log('listening'));
