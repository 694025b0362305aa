import { UsersService } from '../../src/users/users.service';
import { UsersRepository } from '../../src/users/users.repository';
import { apiTokenFor, createAccount, type TestAccount } from './firebase-accounts';
import type { SoftwareAuthenticator } from '@threadline/tools/harness/passkey-authenticator';
import { stepUp } from './passkeys';
import type { TestApp } from './test-app';

export type SignedInAccount = TestAccount & {
  token: string;
  recordId: string;
  /** An admin's passkey (signedInAdmin), for the step-up of a later sign-in (stepUpAgain). */
  authenticator?: SoftwareAuthenticator;
};

async function recordIdOf(testApp: TestApp, uid: string): Promise<string> {
  const record = await testApp.db.collection('users').findOne({ uid });
  if (!record) throw new Error(`No user record for ${uid}`);
  return record._id.toHexString();
}

/** A verified account that has signed in (POST /jwt), so it has a record and an API token. */
export async function signedInPerson(
  testApp: TestApp,
  options: { displayName?: string; email?: string } = {},
): Promise<SignedInAccount> {
  const account = await createAccount({ emailVerified: true, ...options });
  const token = await apiTokenFor(testApp.server, account);
  return { ...account, token, recordId: await recordIdOf(testApp, account.uid) };
}

/**
 * An admin made the way the seed makes one (UsersService.ensureAdmin), then signed in and, unless
 * `stepUp: false`, given admin rights with a passkey (a registration and a step-up).
 */
export async function signedInAdmin(
  testApp: TestApp,
  options: { displayName?: string; email?: string; stepUp?: boolean } = {},
): Promise<SignedInAccount> {
  const account = await createAccount({ emailVerified: true, ...options });
  await testApp.app.get(UsersService).ensureAdmin({
    uid: account.uid,
    email: account.email,
    emailVerified: true,
    name: options.displayName,
  });
  const signedIn = await apiTokenFor(testApp.server, account);
  const recordId = await recordIdOf(testApp, account.uid);
  if (options.stepUp === false) return { ...account, token: signedIn, recordId };
  const { token, authenticator } = await stepUp(testApp, signedIn);
  return { ...account, token, recordId, authenticator };
}

/**
 * After a spec writes to the users collection directly (as another process would), the
 * in-process search index (USERS_SEARCH=memory) sees it on its next full re-read.
 */
export async function reindexUsers(testApp: TestApp): Promise<void> {
  await testApp.app.get(UsersRepository).reread();
}
