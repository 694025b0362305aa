module.exports = async function globalTeardown() {
  const stop = globalThis.__THREADLINE_HARNESS_STOP__;
  if (stop) await stop();
};
