// Starts the whole federated product for the journeys: the harness (unless `npm test` already
// started it), then the API, the shell and both remotes on free ports, seeded.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildReleaseVariantsAhead } from './releases';
import { registerSeedAdminPasskey } from './passkeys';
import { loadTool } from './tools';

/**
 * Playwright's trace snapshotter (the config's `trace: 'retain-on-failure'` records every test)
 * reads each `blob:` image a page shows by a fetch from inside the page, which the product's
 * `connect-src` refuses: with the trace on, the order pages' photo thumbnails gave one report per
 * photo; with `--trace off`, none. The product itself only shows and downloads its blob: URLs,
 * never fetches one, so that report alone is left out.
 */
function isTraceSnapshotRead(report: unknown): boolean {
  const body = (report as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  return body?.['effective-directive'] === 'connect-src' && body?.['blocked-uri'] === 'blob';
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const { startHarness } = await loadTool('harness/start-harness');
  const { freePorts } = await loadTool('process/ports');
  const stack = await loadTool('hosting/stack');
  stack.requireBuilt();

  const harness = await startHarness();
  const [shell, publicPort, dashboard, api, altShell, altPublic, altDashboard] = await freePorts(7);
  const ports = { shell, public: publicPort, dashboard, api };
  const jwtSecret = stack.localJwtSecret();
  const altShellOrigin = `http://127.0.0.1:${altShell}`;
  // Every journey's browser and helper calls come from 127.0.0.1, one client to the rate limiter;
  // the limits themselves are pinned by the API's own tests.
  // The journeys' own secret for preview links: the API signs with it, and so does the release
  // command the journeys run.
  const releasePreviewSecret = crypto.randomBytes(32).toString('hex');
  const extraEnv = {
    RELEASE_PREVIEW_SECRET: releasePreviewSecret,
    THROTTLE_JWT_LIMIT: '10000',
    THROTTLE_CONTACTS_LIMIT: '10000',
    THROTTLE_IMAGES_LIMIT: '10000',
    THROTTLE_USERS_LIMIT: '10000',
    THROTTLE_QUOTES_LIMIT: '10000',
    THROTTLE_TELEMETRY_LIMIT: '10000',
    // The canary watcher at journey speed: counts reach the database every second, the watcher
    // judges every 2 s, and a handful of mounts is enough to judge (journey 2).
    TELEMETRY_FLUSH_SECONDS: '1',
    CANARY_WATCH_INTERVAL_SECONDS: '2',
    CANARY_MIN_MOUNTS: '3',
    // The orders journeys move an order back in time straight in the database (time passing
    // happens outside the browser): the board's in-process copy reads every order on each read.
    ORDERS_BOARD_REBUILD_SECONDS: '0',
    // A journey's admin steps up at sign-in; a long one (release builds) still counts as fresh for
    // its sensitive actions. The fresh bound itself is pinned by the API's step-up-expiry spec.
    STEP_UP_FRESH_SECONDS: '3600',
  };
  const apiEnv = stack.apiEnvironment({
    harnessEnv: harness.env,
    ports,
    jwtSecret,
    logLevel: 'warn',
    extraOrigins: [altShellOrigin],
    extraEnv,
  });
  const seeded = await stack.seed(apiEnv);
  // The remotes are served from releases of their own, so the release journeys can ship and roll
  // back without touching the developer's ./releases.
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-releases-'));
  // Every journey runs under the product's CSP; a violation any browser reports fails the run.
  const cspViolations: unknown[] = [];
  const apps = await stack.startApps({
    harnessEnv: harness.env,
    ports,
    jwtSecret,
    logLevel: 'warn',
    quietApi: true,
    extraOrigins: [altShellOrigin],
    extraEnv,
    releasesDir,
    onCspReport: (report: unknown) => {
      if (!isTraceSnapshotRead(report)) cspViolations.push(report);
    },
  });

  const adminPasskey = await registerSeedAdminPasskey(apps.urls.api, apps.urls.shell, {
    authEmulatorHost: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
    email: seeded.adminEmail,
    password: seeded.adminPassword,
  });

  Object.assign(process.env, {
    E2E_ADMIN_PASSKEY: JSON.stringify(adminPasskey),
    E2E_RELEASE_PREVIEW_SECRET: releasePreviewSecret,
    E2E_SHELL_URL: apps.urls.shell,
    E2E_API_URL: apps.urls.api,
    E2E_PUBLIC_URL: apps.urls.publicRemote,
    E2E_DASHBOARD_URL: apps.urls.dashboardRemote,
    E2E_AUTH_EMULATOR_HOST: harness.env.FIREBASE_AUTH_EMULATOR_HOST,
    E2E_FIREBASE_PROJECT_ID: harness.env.FIREBASE_PROJECT_ID,
    E2E_DATABASE_URI: harness.env.MONGODB_URI,
    E2E_MAILPIT_URL: harness.env.MAILPIT_URL,
    E2E_ADMIN_EMAIL: seeded.adminEmail,
    E2E_ADMIN_PASSWORD: seeded.adminPassword,
    E2E_RELEASES_DIR: releasesDir,
    E2E_ALT_PORTS: JSON.stringify({ shell: altShell, public: altPublic, dashboard: altDashboard }),
  });

  // The release journeys' webpack builds, made ahead below the journeys' priority while the first
  // journeys run (`npm test` asks for it): on a cold cache they cost minutes.
  const buildsAhead =
    process.env.E2E_PREBUILD_RELEASES === '1' ? buildReleaseVariantsAhead() : undefined;

  // Set-up outside the journeys, in CI's log: what it costs before the first test.
  console.log(
    `› Journeys' product started and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  return async () => {
    buildsAhead?.stop();
    // A build it stopped ends in a moment; never hold the run's end for one.
    await Promise.race([buildsAhead?.done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await apps.stop();
    await harness.stop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
    if (cspViolations.length) {
      throw new Error(
        `The Content-Security-Policy was violated ${cspViolations.length} time(s):\n${cspViolations.map((report) => JSON.stringify(report)).join('\n')}`,
      );
    }
  };
}
