// An Auth emulator of its own for one spec (the hung-dependencies one), started with the
// harness's tools/harness/auth-emulator.mjs. Prints `{ host, pid }` as one JSON line once it
// answers, and stops it on SIGTERM or when the parent closes stdin.
import { startAuthEmulator } from '@threadline/tools/harness/auth-emulator';

const emulator = await startAuthEmulator();
process.stdout.write(`${JSON.stringify({ host: emulator.host, pid: emulator.pid })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(emulator.pid, 'SIGCONT');
  } catch {
    // Already gone.
  }
  await emulator.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
