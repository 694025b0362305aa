/** Who the caller is, taken from a verified token and nothing else. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The display name in the Firebase token, when the account has one. */
  name?: string;
  /** When the person signed in (the token's auth_time, whole seconds since the epoch). */
  authTime?: number;
}
