// The admin's API token for a benchmark: the one sign-in of the tools (emulator, then POST /jwt),
// then the passkey step-up that gives an admin session its admin rights.
import { adminSessionToken } from '@threadline/tools/harness/passkey-authenticator';

/** `shellUrl`: the stack's shell, the origin the API takes passkeys from (WEBAUTHN_ORIGINS). */
export function adminToken(harnessEnv, apiUrl, email, password, shellUrl) {
  return adminSessionToken({
    authEmulatorHost: harnessEnv.FIREBASE_AUTH_EMULATOR_HOST,
    apiUrl,
    email,
    password,
    origin: shellUrl,
  });
}
