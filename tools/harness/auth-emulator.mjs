// The Firebase Auth emulator harness: firebase-tools with a demo- project, UI off, on 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fail } from '../process/log.mjs';
import { isPortFree, onFreePorts, waitForHttp } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';

export const DEFAULT_PROJECT_ID = 'demo-threadline';
const require = createRequire(import.meta.url);

function firebaseCli() {
  try {
    return require.resolve('firebase-tools/lib/bin/firebase.js');
  } catch {
    fail('firebase-tools is not installed. Run `npm install` at the repository root.');
  }
}

/**
 * Starts the Auth emulator. With `dataDir` its accounts are imported at start and exported on
 * exit (npm start); without it every run starts empty (tests).
 */
export async function startAuthEmulator({ port, projectId = DEFAULT_PROJECT_ID, dataDir } = {}) {
  if (!projectId.startsWith('demo-'))
    fail(`The emulator project id must start with "demo-" (got ${projectId}).`);
  if (port && !(await isPortFree(port))) {
    fail(
      `Port ${port} (auth emulator) is already in use. Stop what is using it, or set AUTH_EMULATOR_PORT to another port.`,
    );
  }
  // The hub's and the logging emulator's ports are always chosen here, the Auth port unless given.
  try {
    return await onFreePorts(port ? 2 : 3, ([hubPort, loggingPort, chosen]) =>
      launch({ authPort: port || chosen, hubPort, loggingPort, projectId, dataDir }),
    );
  } catch (error) {
    fail(`The Firebase Auth emulator did not start: ${error.message}`);
  }
}

async function launch({ authPort, hubPort, loggingPort, projectId, dataDir }) {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-firebase-'));
  fs.writeFileSync(
    path.join(configDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  const args = [
    firebaseCli(),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    path.join(configDir, 'firebase.json'),
  ];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json')))
      args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const service = startService('auth', process.execPath, args, {
    cwd: configDir,
    quiet: true,
    env: {
      ...process.env,
      // Keep the CLI offline: no update check, no usage reporting.
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? 'true',
      XDG_CONFIG_HOME: path.join(configDir, 'config'),
    },
  });
  const origin = `http://127.0.0.1:${authPort}`;
  try {
    await waitForHttp(`${origin}/`, {
      name: 'Auth emulator',
      timeoutMs: 90_000,
      isAlive: service.isAlive,
    });
  } catch (error) {
    await service.stop();
    fs.rmSync(configDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${lastOutput(service)}`);
  }
  return {
    origin,
    host: `127.0.0.1:${authPort}`,
    port: authPort,
    projectId,
    // The emulator runs inside this process: a fault test pauses it (SIGSTOP) by this id.
    pid: service.child.pid,
    stop: async () => {
      await service.stop(30_000);
      fs.rmSync(configDir, { recursive: true, force: true });
    },
  };
}
