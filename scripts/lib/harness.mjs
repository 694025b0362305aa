// Starts the two backing services every integration run needs: the database and the Auth
// emulator. Anything already given through the environment is reused, not started again.
import { startAuthEmulator, DEFAULT_PROJECT_ID } from './auth-emulator.mjs';
import { startDatabase } from './database.mjs';

/**
 * Returns { env, stop }. `env` holds MONGODB_URI, FIREBASE_AUTH_EMULATOR_HOST and
 * FIREBASE_PROJECT_ID, to be passed to the API and the tests.
 */
export async function startHarness({ persistDir, dbPort, authPort } = {}) {
  const stops = [];
  const env = {};
  try {
    const db = await startDatabase({ dataDir: persistDir && `${persistDir}/db`, port: dbPort });
    stops.push(db.stop);
    env.MONGODB_URI = db.uri;
    env.DB_ENGINE = db.engine;
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      env.FIREBASE_AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      env.FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
    } else {
      const auth = await startAuthEmulator({ port: authPort, dataDir: persistDir && `${persistDir}/auth` });
      stops.push(auth.stop);
      env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
      env.FIREBASE_PROJECT_ID = auth.projectId;
    }
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    throw error;
  }
  return {
    env,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
