import type { UserRole } from '@threadline/contracts';

/** The caller of a protected route, as the guards establish it. */
export interface AuthPrincipal {
  uid: string;
  email: string;
  emailVerified: boolean;
  /**
   * The role this request acts with: the database's, except that an admin whose session has no
   * current passkey step-up acts as a member (issue 40). Absent when no user record exists yet.
   */
  role?: UserRole;
  /** The role stored in the database, whatever the step-up. */
  storedRole?: UserRole;
  /** The API session: its id (challenges are bound to it), sign-in time and step-up time. */
  session?: ApiSession;
  /** The user record's id, when a record exists. */
  _id?: string;
  /** The display name carried by a Firebase ID token (never by an API token). */
  name?: string;
  /** Which credential the bearer was. */
  via: 'api-token' | 'firebase-id-token';
}

export interface ApiSession {
  /** Absent on a Firebase ID token, which is no API session. */
  id?: string;
  /** The Firebase sign-in's auth_time (seconds), which a re-exchange keeps. */
  authTime?: number;
  /** When the session completed a passkey assertion (seconds), while that still counts. */
  steppedUpAt?: number;
  /** An admin's session without a current step-up: whether the account has a passkey for one. */
  awaitingStepUp?: { hasPasskey: boolean };
}

/** The claims of the API's own session token. */
export interface ApiTokenPayload {
  /** The Firebase uid. */
  sub: string;
  email: string;
  /**
   * The user record's id. Each request reads the record by it: MongoDB answers an `_id` lookup
   * from its index, and FerretDB at least hands it to SQLite (a lookup by uid it decodes
   * document by document in Go, about 20 times slower).
   */
  rid?: string;
  /** The record's sessionVersion when the token was issued; absent counts as 0. */
  sv?: number;
  /** The session's id, kept by the step-up's new token. */
  sid?: string;
  /** The Firebase sign-in's auth_time (seconds). */
  at?: number;
  /** When the session completed a passkey step-up (seconds). */
  su?: number;
  /** Issued at, in seconds (set by jsonwebtoken). */
  iat?: number;
}
