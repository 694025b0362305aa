// The admin's API token for a benchmark: the one sign-in of the tools (emulator, then POST /jwt).
import { sessionToken } from '@threadline/tools/harness/seed-data';

export function adminToken(harnessEnv, apiUrl, email, password) {
  return sessionToken({
    authEmulatorHost: harnessEnv.FIREBASE_AUTH_EMULATOR_HOST,
    apiUrl,
    email,
    password,
  });
}
