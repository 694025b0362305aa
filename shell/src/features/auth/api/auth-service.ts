import type { SessionUser } from '@threadline/contracts';

export interface ProfileUpdate {
  displayName?: string | null;
  photoURL?: string | null;
}

/**
 * What the auth context needs from an identity provider. The app injects the Firebase-backed
 * implementation; unit tests inject an in-memory one.
 */
export interface AuthService {
  /** Called with the signed-in account or null; like Firebase, only when the account changes. */
  onAccountChanged(listener: (account: SessionUser | null) => void): () => void;
  createAccount(email: string, password: string): Promise<SessionUser>;
  signInWithPassword(email: string, password: string): Promise<SessionUser>;
  signInWithGoogle(): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Sends the verification email to the signed-in account. */
  sendVerificationEmail(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Deletes the signed-in account (a sign-up rolled back before it was complete). */
  deleteAccount(): Promise<void>;
  /** Updates the signed-in account's name and photo. */
  updateProfile(profile: ProfileUpdate): Promise<void>;
  /** The signed-in account's Firebase ID token, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
}
