import type { ApiClient } from '@threadline/contracts';

export interface UserRecordInput {
  uid?: string;
  name: string | null;
  email: string | null;
  photoURL?: string | null;
  emailVerified?: boolean;
  /** The invite code the visitor arrived with, if any. */
  refCode?: string;
}

/**
 * Creates or completes the user's record (POST /users, idempotent). Before a session exists
 * (right after sign-up) the caller passes the Firebase ID token, which the API also accepts.
 */
export async function saveUserRecord(
  api: ApiClient,
  record: UserRecordInput,
  firebaseIdToken?: string,
): Promise<{ insertedId?: string }> {
  const { data } = await api.post<{ insertedId?: string }>(
    '/users',
    record,
    firebaseIdToken ? { headers: { Authorization: `Bearer ${firebaseIdToken}` } } : undefined,
  );
  return data ?? {};
}
