// Starts the production topology for the gateway journeys (playwright.production.config.ts): the
// nginx gateway in front of two API processes (NODE_ENV=production), Redis, the database, and the
// shell and remotes served by nginx with deploy/nginx, as `npm run start:prod` runs them
// (tools/hosting/production-stack.mjs). The teardown stops only what this started.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { registerSeedAdminPasskey } from './passkeys';
import { loadTool } from './tools';

/** The contact form's budget per client in this topology: small, so a journey can spend it. */
export const PRODUCTION_CONTACTS_LIMIT = 4;

export default async function productionSetup(): Promise<() => Promise<void>> {
  const { freeProductionPorts, startProductionStack } = await loadTool('hosting/production-stack');
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-releases-'));
  // nginx's workers run unprivileged and must read the releases.
  fs.chmodSync(releasesDir, 0o755);
  const stack = await startProductionStack({
    ports: await freeProductionPorts(2),
    releasesDir,
    logLevel: 'warn',
    // npm test's harness may be shared: these journeys' data stays in a database of its own.
    databaseName: `gateway_journeys_${Date.now()}`,
    apiEnv: { THROTTLE_CONTACTS_LIMIT: String(PRODUCTION_CONTACTS_LIMIT) },
  });
  const adminPasskey = await registerSeedAdminPasskey(stack.urls.gateway, stack.urls.shell, {
    authEmulatorHost: stack.harnessEnv.FIREBASE_AUTH_EMULATOR_HOST,
    email: stack.seeded.adminEmail,
    password: stack.seeded.adminPassword,
  });
  Object.assign(process.env, {
    E2E_ADMIN_PASSKEY: JSON.stringify(adminPasskey),
    E2E_SHELL_URL: stack.urls.shell,
    E2E_API_URL: stack.urls.gateway,
    E2E_PUBLIC_URL: stack.urls.publicRemote,
    E2E_DASHBOARD_URL: stack.urls.dashboardRemote,
    E2E_AUTH_EMULATOR_HOST: stack.harnessEnv.FIREBASE_AUTH_EMULATOR_HOST,
    E2E_FIREBASE_PROJECT_ID: stack.harnessEnv.FIREBASE_PROJECT_ID,
    E2E_DATABASE_URI: stack.harnessEnv.MONGODB_URI,
    E2E_ADMIN_EMAIL: stack.seeded.adminEmail,
    E2E_ADMIN_PASSWORD: stack.seeded.adminPassword,
    E2E_RELEASES_DIR: releasesDir,
    E2E_API_PROCESS_URLS: JSON.stringify(stack.apis.map((api: { url: string }) => api.url)),
    E2E_LIVE_RELEASES: JSON.stringify(stack.liveReleases),
  });
  return async () => {
    await stack.stop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
  };
}
