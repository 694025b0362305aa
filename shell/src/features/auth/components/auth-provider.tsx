import {
  type ApiClient,
  type SessionUser,
  type StepUpCode,
  type StepUpStatus,
} from '@threadline/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../../../lib/api-context';
import type { AuthService, ProfileUpdate } from '../api/auth-service';
import { endApiSession } from '../api/end-api-session';
import { exchangeSessionToken } from '../api/exchange-session-token';
import { getAdminStatus } from '../api/get-admin-status';
import { getStepUpStatus } from '../api/get-step-up-status';
import { stepUpRequests } from '../../../lib/step-up-requests';
import { saveUserRecord } from '../api/save-user-record';
import { AuthContext, type AuthContextValue } from '../auth-context';
import { clearInviteRef, readInviteRef } from '../utils/invite-ref';
import { ACCESS_TOKEN_KEY } from '../../../config/session';

/** The step-up status of an admin's session; null for everyone else (nothing to ask them). */
async function adminStepUpOf(api: ApiClient): Promise<StepUpStatus | null> {
  try {
    const status = await getStepUpStatus(api);
    return status.role === 'admin' ? status : null;
  } catch (error) {
    console.error('Could not read the passkey step-up', error);
    return null;
  }
}

interface AuthProviderProps {
  service: AuthService;
  children: ReactNode;
}

/**
 * Owns the session: follows the provider's account, trades a verified account's ID token for the
 * product's session token, completes the user record and reads the admin flag.
 */
export function AuthProvider({ service, children }: AuthProviderProps) {
  const api = useApiClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const [stepUp, setStepUp] = useState<StepUpStatus | null>(null);
  const [stepUpAsked, setStepUpAsked] = useState<StepUpCode | null>(null);
  const [loading, setLoading] = useState(true);
  // The account the provider last reported; it reports again only when the account changes.
  const lastAccountUid = useRef<string | null | undefined>(undefined);
  // Each sync gets a number, so a slow exchange for an earlier account never wins.
  const syncRun = useRef(0);

  const syncSession = useCallback(
    async (account: SessionUser | null) => {
      const run = ++syncRun.current;
      const isCurrent = () => run === syncRun.current;
      // An unverified account gets no session and counts as signed out for the guards.
      if (!account || !account.emailVerified) {
        localStorage.removeItem(ACCESS_TOKEN_KEY);
        setUser(null);
        setIsAdmin(false);
        setStepUp(null);
        setStepUpAsked(null);
        setLoading(false);
        return;
      }
      setLoading(true);
      let admin = false;
      let status: StepUpStatus | null = null;
      try {
        const idToken = await service.getIdToken();
        if (!idToken) throw new Error('The signed-in account has no ID token.');
        const record = {
          uid: account.uid,
          name: account.displayName,
          email: account.email,
          photoURL: account.photoURL,
          emailVerified: account.emailVerified,
        };
        const refCode = readInviteRef();
        let saved = false;
        if (refCode) {
          // Before the exchange: POST /jwt creates a missing record itself, and the API writes
          // who invited someone only when their record is created (a Google sign-up lands here).
          try {
            await saveUserRecord(api, { ...record, refCode }, idToken);
            clearInviteRef();
            saved = true;
          } catch (error) {
            console.error('Could not save the invite with the user record', error);
          }
        }
        const token = await exchangeSessionToken(api, idToken);
        if (!isCurrent()) return;
        localStorage.setItem(ACCESS_TOKEN_KEY, token);
        if (!saved) {
          try {
            await saveUserRecord(api, record);
          } catch (error) {
            console.error('Could not complete the user record', error);
          }
        }
        if (account.email) admin = await getAdminStatus(api, account.email);
        status = await adminStepUpOf(api);
      } catch (error) {
        console.error('Could not start a session', error);
      }
      if (!isCurrent()) return;
      setUser(account);
      setIsAdmin(admin);
      setStepUp(status);
      setStepUpAsked(null);
      setLoading(false);
    },
    [api, service],
  );

  useEffect(() => stepUpRequests.subscribe(setStepUpAsked), []);

  const completeStepUp = useCallback(
    async (token?: string) => {
      if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
      const email = user?.email;
      const [admin, status] = await Promise.all([
        email ? getAdminStatus(api, email) : Promise.resolve(false),
        adminStepUpOf(api),
      ]);
      setIsAdmin(admin);
      setStepUp(status);
      setStepUpAsked(null);
    },
    [api, user],
  );

  useEffect(
    () =>
      service.onAccountChanged((account) => {
        lastAccountUid.current = account?.uid ?? null;
        void syncSession(account);
      }),
    [service, syncSession],
  );

  /**
   * Runs an action that may sign someone in or out. If the resulting account is the one the
   * provider last reported, no change event will come, so the session is synced here.
   */
  const runAccountAction = useCallback(
    async <T,>(
      action: () => Promise<T>,
      accountAfter: (result: T) => SessionUser | null,
    ): Promise<T> => {
      const uidBefore = lastAccountUid.current;
      setLoading(true);
      try {
        const result = await action();
        const account = accountAfter(result);
        if ((account?.uid ?? null) === uidBefore) void syncSession(account);
        return result;
      } catch (error) {
        setLoading(false);
        throw error;
      }
    },
    [syncSession],
  );

  const createUser = useCallback(
    (email: string, password: string) =>
      runAccountAction(
        () => service.createAccount(email, password),
        (a) => a,
      ),
    [runAccountAction, service],
  );
  const signIn = useCallback(
    (email: string, password: string) =>
      runAccountAction(
        () => service.signInWithPassword(email, password),
        (a) => a,
      ),
    [runAccountAction, service],
  );
  const googleSignIn = useCallback(
    () =>
      runAccountAction(
        () => service.signInWithGoogle(),
        (a) => a,
      ),
    [runAccountAction, service],
  );
  const logout = useCallback(
    () =>
      runAccountAction(
        async () => {
          // The server ends the token first, so a copy of it stops working too. Best effort: an
          // unreachable API must not keep anyone signed in here.
          if (localStorage.getItem(ACCESS_TOKEN_KEY)) {
            await endApiSession(api).catch((error: unknown) =>
              console.error('Could not end the session on the server', error),
            );
          }
          await service.signOut();
          localStorage.removeItem(ACCESS_TOKEN_KEY);
        },
        () => null,
      ),
    [api, runAccountAction, service],
  );
  const resetPassword = useCallback(
    async (email: string) => {
      setLoading(true);
      try {
        await service.sendPasswordReset(email);
      } finally {
        setLoading(false);
      }
    },
    [service],
  );
  const verifyEmail = useCallback(() => service.sendVerificationEmail(), [service]);
  const updateUserProfile = useCallback(
    (profile: ProfileUpdate) => service.updateProfile(profile),
    [service],
  );
  const getIdToken = useCallback(() => service.getIdToken(), [service]);
  const discardNewAccount = useCallback(() => service.deleteAccount(), [service]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAdmin,
      stepUp,
      stepUpAsked,
      completeStepUp,
      createUser,
      verifyEmail,
      signIn,
      googleSignIn,
      resetPassword,
      logout,
      updateUserProfile,
      getIdToken,
      discardNewAccount,
    }),
    [
      user,
      loading,
      isAdmin,
      stepUp,
      stepUpAsked,
      completeStepUp,
      createUser,
      verifyEmail,
      signIn,
      googleSignIn,
      resetPassword,
      logout,
      updateUserProfile,
      getIdToken,
      discardNewAccount,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
