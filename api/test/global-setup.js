// Starts the database and the Auth emulator once for the whole run (or reuses those given
// through MONGODB_URI / FIREBASE_AUTH_EMULATOR_HOST). Each spec file uses its own database.
module.exports = async function globalSetup() {
  const { startHarness } = await import('@threadline/tools/harness/start-harness');
  // No shared Redis: every spec file's app counts its own rate limits (redis-throttling.spec.ts
  // starts the one it shares between two apps).
  const harness = await startHarness({ redis: false });
  Object.assign(process.env, harness.env);
  globalThis.__THREADLINE_HARNESS_STOP__ = harness.stop;
};
