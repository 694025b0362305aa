// Starts the backing services every integration run needs: the database, the Auth emulator and
// the Mailpit mail catcher, plus Redis for the shared rate limits when one is installed. Anything already given through
// the environment is reused, not started again.
import { startAuthEmulator, DEFAULT_PROJECT_ID } from './auth-emulator.mjs';
import { startDatabase } from './database.mjs';
import { info } from '../process/log.mjs';
import { startMailpit } from './mailpit.mjs';
import { startRedis } from './redis.mjs';

/**
 * Returns { env, stop, mailpit }. `env` holds MONGODB_URI, FIREBASE_AUTH_EMULATOR_HOST,
 * FIREBASE_PROJECT_ID, SMTP_URL and MAILPIT_URL (with `mail`, the default) and (with Redis)
 * REDIS_URL, to be passed to the API and the tests. `redis: false` leaves Redis out (the API's own
 * tests start theirs where they need one); `mail: false` leaves Mailpit out. `mailpit` holds
 * `pause` and `restart`, for tests that play a mail server outage.
 */
export async function startHarness({
  persistDir,
  dbPort,
  authPort,
  smtpPort,
  mailHttpPort,
  redis = true,
  mail = true,
} = {}) {
  const stops = [];
  const env = {};
  let mailpit;
  try {
    const db = await startDatabase({ dataDir: persistDir && `${persistDir}/db`, port: dbPort });
    stops.push(db.stop);
    env.MONGODB_URI = db.uri;
    env.DB_ENGINE = db.engine;
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      env.FIREBASE_AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      env.FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
    } else {
      const auth = await startAuthEmulator({
        port: authPort,
        dataDir: persistDir && `${persistDir}/auth`,
      });
      stops.push(auth.stop);
      env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
      env.FIREBASE_PROJECT_ID = auth.projectId;
    }
    if (mail) {
      mailpit = await startMailpit({
        smtpPort,
        httpPort: mailHttpPort,
        dataDir: persistDir && `${persistDir}/mail`,
      });
      stops.push(mailpit.stop);
      env.SMTP_URL = mailpit.smtpUrl;
      env.MAILPIT_URL = mailpit.url;
    }
    if (redis) {
      const started = await startRedis();
      if (started) {
        stops.push(started.stop);
        env.REDIS_URL = started.url;
      } else {
        info('No redis-server installed: the API counts rate limits in memory, per process.');
      }
    }
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    throw error;
  }
  return {
    env,
    mailpit,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
