// The fuzzer's callers and their sessions, made in one place as the journeys make them: a guest
// with none, a verified member signed up in the Auth emulator, and the seed's admin. A step the
// admin's session later needs (a passkey step-up) goes into callerSessions, and only there.
import { passkeyOriginOf, steppedUpToken } from '../harness/passkey-authenticator.mjs';
import { sessionToken, LOCAL_SEED_ADMIN_PASSWORD } from '../harness/seed-data.mjs';

const MEMBER_PASSWORD = 'Fuzz#2026-member';

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Auth emulator: ${url} answered ${response.status}`);
  return response.json();
}

/** A verified account in the Auth emulator ("owner" is the emulator's admin key). */
async function verifiedAccount(emulatorHost, projectId, email, password) {
  const toolkit = (path) => `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/${path}`;
  const { localId } = await post(toolkit('accounts:signUp?key=any'), {
    email,
    password,
    displayName: 'Fuzz Member',
    returnSecureToken: true,
  });
  await post(
    toolkit(`projects/${projectId}/accounts:update`),
    { localId, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
}

/**
 * The three callers, in the order the runs go: `{ name, token?, email? }`, each token an API
 * token from POST /jwt. The database must be seeded first (the admin is the seed's).
 */
export async function callerSessions(apiEnv, apiUrl) {
  const authEmulatorHost = apiEnv.FIREBASE_AUTH_EMULATOR_HOST;
  const adminEmail = apiEnv.SEED_ADMIN_EMAIL || 'admin@threadline.local';
  const signedIn = await sessionToken({
    authEmulatorHost,
    apiUrl,
    email: adminEmail,
    password: apiEnv.SEED_ADMIN_PASSWORD || LOCAL_SEED_ADMIN_PASSWORD,
  });
  // Admin rights need a passkey step-up (docs/security.md); the fuzzer's admin makes one.
  const admin = await steppedUpToken({
    apiUrl,
    token: signedIn,
    email: adminEmail,
    origin: passkeyOriginOf(apiEnv),
  });
  const memberEmail = `fuzz-member-${Date.now()}@example.test`;
  await verifiedAccount(authEmulatorHost, apiEnv.FIREBASE_PROJECT_ID, memberEmail, MEMBER_PASSWORD);
  const member = await sessionToken({
    authEmulatorHost,
    apiUrl,
    email: memberEmail,
    password: MEMBER_PASSWORD,
  });
  return [
    { name: 'anonymous' },
    { name: 'member', token: member, email: memberEmail },
    { name: 'admin', token: admin, email: adminEmail },
  ];
}
