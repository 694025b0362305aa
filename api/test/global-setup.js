// Starts the database and the Auth emulator once for the whole run (or reuses those given
// through MONGODB_URI / FIREBASE_AUTH_EMULATOR_HOST). Each spec file uses its own database.
module.exports = async function globalSetup() {
  const { startHarness } = await import('../../scripts/lib/harness.mjs');
  const harness = await startHarness();
  Object.assign(process.env, harness.env);
  globalThis.__THREADLINE_HARNESS_STOP__ = harness.stop;
};
