// The API as a second client sees it: a session of its own, and reads of the stored records.
import { createVerifiedAccount, firebaseIdToken } from './auth-emulator';
import { e2eEnv } from './env';
import { newVisitor } from './people';

/** Trades the person's Firebase ID token for an API session token (POST /jwt). */
export async function apiSessionToken(email: string, password: string): Promise<string> {
  const { idToken } = await firebaseIdToken(email, password);
  const response = await fetch(`${e2eEnv.apiUrl}/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!response.ok) throw new Error(`POST /jwt answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The fields of a user record the journeys read. */
export interface StoredUser {
  uid: string;
  name: string;
  email: string;
  photoURL?: string;
  refCode: string;
  partnersCount: number;
}

/** The record GET /users/me answers for a session token. */
export async function ownRecord(token: string): Promise<StoredUser> {
  const response = await fetch(`${e2eEnv.apiUrl}/users/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /users/me answered ${response.status}`);
  return (await response.json()) as StoredUser;
}

/** A verified member with a session, whose invite link a journey's visitor arrives through. */
export async function createInviter(label: string) {
  const inviter = newVisitor(label);
  await createVerifiedAccount(inviter);
  const token = await apiSessionToken(inviter.email, inviter.password);
  const { refCode } = await ownRecord(token);
  return { refCode, partnersCount: async () => (await ownRecord(token)).partnersCount };
}
