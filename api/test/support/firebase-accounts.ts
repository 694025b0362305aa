import { randomBytes } from 'node:crypto';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import type { SessionTokenResponse } from '@threadline/contracts';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  /** A real Firebase ID token issued by the Auth emulator. */
  idToken: string;
}

const TEST_APP_NAME = 'threadline-api-tests';
export const TEST_PASSWORD = 'Tailor#2026';

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: global-setup starts the Auth emulator.',
    );
  return host;
}

function adminApp(): App {
  return (
    getApps().find((app) => app.name === TEST_APP_NAME) ??
    initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, TEST_APP_NAME)
  );
}

export const firebaseAuth = () => getAuth(adminApp());

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** Signs in through the emulator's REST API, as the browser SDK would. */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!response.ok || !body.idToken)
    throw new Error(`Emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/**
 * The same account signed in once more, as after a logout or a role change: those end every
 * sign-in made before them, and auth_time is in whole seconds, so this one starts in the next.
 */
export async function signInAgain<T extends TestAccount>(account: T): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
  return { ...account, idToken: await signIn(account.email, account.password) };
}

/** A Firebase account in the emulator, signed in. */
export async function createAccount(
  options: { emailVerified?: boolean; displayName?: string; email?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const user = await firebaseAuth().createUser({
    email,
    password: TEST_PASSWORD,
    emailVerified: options.emailVerified ?? true,
    displayName: options.displayName,
  });
  return { uid: user.uid, email, password: TEST_PASSWORD, idToken: await signIn(email) };
}

/** POST /jwt: the API session token for a verified account. */
export async function apiTokenFor(
  server: Parameters<typeof request>[0],
  account: TestAccount,
): Promise<string> {
  const response = await request(server)
    .post('/jwt')
    .send({ idToken: account.idToken })
    .expect(200);
  return (response.body as SessionTokenResponse).token;
}

/** A verified account that has exchanged its ID token: it has a user record and an API token. */
export async function signedInUser(
  server: Parameters<typeof request>[0],
  options: { displayName?: string } = {},
): Promise<TestAccount & { token: string }> {
  const account = await createAccount({ emailVerified: true, ...options });
  return { ...account, token: await apiTokenFor(server, account) };
}
