// The mail catcher: SMTP_URL/MAILPIT_URL if set, else Mailpit v1.27.11 built from the Go module
// proxy into the cache outside the repo (like FerretDB), listening on free loopback ports.
// A module-mode `go install` does not embed Mailpit's web UI (its server/ui/dist is built by npm
// in Mailpit's own release process and is not part of the module), so the page at MAILPIT_URL
// is an empty shell; the REST API at MAILPIT_URL/api/v1/messages is complete and is what the
// tests, journeys and the bench read.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDir } from './database.mjs';
import { fail, info } from '../process/log.mjs';
import { onFreePorts, waitForPort } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';

export const MAILPIT_VERSION = 'v1.27.11';
const MAILPIT_MODULE = 'github.com/axllent/mailpit';

export function mailpitBinary() {
  return path.join(cacheDir(), 'mailpit', MAILPIT_VERSION, 'bin', 'mailpit');
}

function onPath(command) {
  return (
    spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null
  );
}

/** Makes sure Mailpit is built; returns its path. */
export function ensureMailpit() {
  const binary = mailpitBinary();
  if (fs.existsSync(binary)) return binary;
  if (!onPath('go')) {
    fail(
      'No mail catcher is available. Install Go (https://go.dev/dl) so Mailpit can be built ' +
        'automatically, or set SMTP_URL and MAILPIT_URL to a running Mailpit.',
    );
  }
  info(
    `Building Mailpit ${MAILPIT_VERSION} into ${path.dirname(binary)} (once; takes a minute or two)…`,
  );
  try {
    execFileSync('go', ['install', '-trimpath', `${MAILPIT_MODULE}@${MAILPIT_VERSION}`], {
      env: {
        ...process.env,
        GOBIN: path.dirname(binary),
        GOFLAGS: '-buildvcs=false',
        GOTOOLCHAIN: 'local',
      },
      stdio: 'inherit',
    });
  } catch (error) {
    fail(
      `Building Mailpit failed: ${error.message}\nSet SMTP_URL and MAILPIT_URL to a running Mailpit instead.`,
    );
  }
  return binary;
}

/**
 * Starts Mailpit. Returns { smtpUrl, url, smtpPort, httpPort, pause, restart, stop }. `pause`
 * and `restart` keep the ports, so a test can play an outage of the mail server and its return.
 * `dataDir` keeps the messages between runs (npm start); without it they live in a temporary file.
 * `own` starts one even when SMTP_URL and MAILPIT_URL name a running one (that test's own).
 */
export async function startMailpit({ smtpPort, httpPort, dataDir, own = false } = {}) {
  if (!own && process.env.SMTP_URL && process.env.MAILPIT_URL) {
    return {
      smtpUrl: process.env.SMTP_URL,
      url: process.env.MAILPIT_URL,
      stop: async () => {},
      restart: async () => {},
    };
  }
  const binary = ensureMailpit();
  let smtp;
  let http;
  const temporary = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-mail-'));
  fs.mkdirSync(dir, { recursive: true });
  let service;
  const launch = async () => {
    service = startService(
      'mailpit',
      binary,
      [
        '--smtp',
        `127.0.0.1:${smtp}`,
        '--listen',
        `127.0.0.1:${http}`,
        '--database',
        path.join(dir, 'mailpit.db'),
        '--smtp-auth-accept-any',
        '--smtp-auth-allow-insecure',
        '--disable-version-check',
        '--max',
        '5000',
        '--quiet',
      ],
      { quiet: true },
    );
    try {
      const { isAlive } = service;
      await waitForPort(smtp, { name: 'mailpit (SMTP)', timeoutMs: 30_000, isAlive });
      await waitForPort(http, { name: 'mailpit (HTTP)', timeoutMs: 30_000, isAlive });
    } catch (error) {
      await service.stop();
      throw new Error(`${error.message}\n${lastOutput(service)}`);
    }
  };
  // The ports not given are chosen here, afresh if one is taken before Mailpit binds it.
  await onFreePorts(2, ([freeSmtp, freeHttp]) => {
    smtp = smtpPort || freeSmtp;
    http = httpPort || freeHttp;
    return launch();
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    url: `http://127.0.0.1:${http}`,
    smtpPort: smtp,
    httpPort: http,
    /** Stops the catcher and keeps its data (a test then starts it again with `restart`). */
    pause: () => service.stop(),
    restart: async () => {
      if (service.isAlive()) await service.stop();
      await launch();
    },
    stop: async () => {
      await service.stop();
      if (temporary) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
