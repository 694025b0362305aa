// A database server of its own for one spec (the health recovery one), started with the
// harness's own tools/harness/database.mjs so it is the same engine. Prints `{ uri, port, pid }` as one
// JSON line once it listens, and stops it on SIGTERM or when the parent closes stdin.
import { startDatabase } from '@threadline/tools/harness/database';

// The harness sets MONGODB_URI for the tests; here it would mean "use that server instead".
delete process.env.MONGODB_URI;
const port = process.argv[2] ? Number(process.argv[2]) : undefined;
const database = await startDatabase({ port });
process.stdout.write(
  `${JSON.stringify({ uri: database.uri, port: database.port, pid: database.pid })}\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await database.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
