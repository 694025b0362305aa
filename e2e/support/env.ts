// What global-setup started, read once.
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the journeys through \`npm test\` or \`npm test -w @threadline/e2e\`.`,
    );
  return value;
}

export const e2eEnv = {
  get shellUrl() {
    return required('E2E_SHELL_URL');
  },
  get apiUrl() {
    return required('E2E_API_URL');
  },
  get publicUrl() {
    return required('E2E_PUBLIC_URL');
  },
  get dashboardUrl() {
    return required('E2E_DASHBOARD_URL');
  },
  get authEmulatorHost() {
    return required('E2E_AUTH_EMULATOR_HOST');
  },
  get projectId() {
    return required('E2E_FIREBASE_PROJECT_ID');
  },
  get databaseUri() {
    return required('E2E_DATABASE_URI');
  },
  /** The harness's Mailpit: its REST API is where the journeys read the emails. */
  get mailpitUrl() {
    return required('E2E_MAILPIT_URL');
  },
  get adminEmail() {
    return required('E2E_ADMIN_EMAIL');
  },
  get adminPassword() {
    return required('E2E_ADMIN_PASSWORD');
  },
  /** The seed admin's passkey (a virtual authenticator credential, JSON), registered at set-up. */
  get adminPasskey() {
    return required('E2E_ADMIN_PASSKEY');
  },
  get releasePreviewSecret() {
    return required('E2E_RELEASE_PREVIEW_SECRET');
  },
  get releasesDir() {
    return required('E2E_RELEASES_DIR');
  },
  get altPorts(): { shell: number; public: number; dashboard: number } {
    return JSON.parse(required('E2E_ALT_PORTS'));
  },
};
