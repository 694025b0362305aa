import type { SessionUser, StepUpCode, StepUpStatus } from '@threadline/contracts';
import { createContext } from 'react';
import type { ProfileUpdate } from './api/auth-service';

export interface AuthContextValue {
  /** The signed-in user with a verified email and a session; null otherwise. */
  user: SessionUser | null;
  /** True until the session is known, and from the start of each action until it settles. */
  loading: boolean;
  /** True only when the session has admin rights (an admin after the passkey step-up). */
  isAdmin: boolean;
  /** An admin's step-up: whether it is done, and whether the account has a passkey; null for others. */
  stepUp: StepUpStatus | null;
  /** A step-up the API asked for (a sensitive action wants a fresh one), until it is done. */
  stepUpAsked: StepUpCode | null;
  /** Keeps the stepped-up session token and reads the admin rights again. */
  completeStepUp(token?: string): Promise<void>;
  createUser(email: string, password: string): Promise<SessionUser>;
  verifyEmail(): Promise<void>;
  signIn(email: string, password: string): Promise<SessionUser>;
  googleSignIn(): Promise<SessionUser>;
  resetPassword(email: string): Promise<void>;
  logout(): Promise<void>;
  updateUserProfile(profile: ProfileUpdate): Promise<void>;
  /** Deletes the account just created, when its sign-up cannot go on (beyond the spec). */
  discardNewAccount(): Promise<void>;
  /** The current Firebase ID token (for calls made before a session exists). */
  getIdToken(): Promise<string | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
