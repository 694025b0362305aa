import type { UserRole } from '@threadline/contracts';

/** The caller of a protected route, as the guards establish it. */
export interface AuthPrincipal {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** Read from the database on every request; absent when no user record exists yet. */
  role?: UserRole;
  /** The user record's id, when a record exists. */
  _id?: string;
  /** The display name carried by a Firebase ID token (never by an API token). */
  name?: string;
  /** Which credential the bearer was. */
  via: 'api-token' | 'firebase-id-token';
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
  /** Issued at, in seconds (set by jsonwebtoken). */
  iat?: number;
}
