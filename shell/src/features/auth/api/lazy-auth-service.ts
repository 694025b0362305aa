import type { SessionUser } from '@threadline/contracts';
import type { AuthService, ProfileUpdate } from './auth-service';

export interface LazyAuthServiceOptions {
  /** Downloads and starts the real service (Firebase Auth); called at most once. */
  load: () => Promise<AuthService>;
  /** Whether this browser keeps a signed-in account that the real service would restore. */
  hasPersistedSession: () => boolean;
  /** Calls back when another tab stores a session; answers a function that stops listening. */
  watchOtherTabs?: (onSessionStored: () => void) => () => void;
}

/**
 * The auth service without its download for a visitor: the real one is loaded when this browser
 * keeps a session (so a member is recognised after a reload), when someone signs in or up, or
 * when another tab signs in. Until then nobody is signed in.
 */
export function createLazyAuthService({
  load,
  hasPersistedSession,
  watchOtherTabs,
}: LazyAuthServiceOptions): AuthService {
  let service: Promise<AuthService> | undefined;
  // Listeners told "nobody" that follow the real service as soon as anything loads it.
  const waiting = new Set<(loaded: Promise<AuthService>) => void>();
  const ensureLoaded = (): Promise<AuthService> => {
    if (!service) {
      service = load();
      const loaded = service;
      for (const follow of [...waiting]) follow(loaded);
      waiting.clear();
    }
    return service;
  };
  const withService =
    <A extends unknown[], R>(call: (real: AuthService, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      call(await ensureLoaded(), ...args);

  return {
    onAccountChanged(listener: (account: SessionUser | null) => void) {
      let stopped = false;
      let unsubscribe: (() => void) | undefined;
      let stopWatching: (() => void) | undefined;
      const follow = (loaded: Promise<AuthService>) => {
        stopWatching?.();
        loaded.then(
          (real) => {
            if (!stopped) unsubscribe = real.onAccountChanged(listener);
          },
          (error: unknown) => {
            console.error('Could not load the sign-in service', error);
            if (!stopped) listener(null);
          },
        );
      };
      if (service || hasPersistedSession()) follow(ensureLoaded());
      else {
        waiting.add(follow);
        stopWatching = watchOtherTabs?.(() => void ensureLoaded());
        // A visitor: nobody is signed in, and nothing needs downloading to say so.
        queueMicrotask(() => {
          if (!stopped && !service) listener(null);
        });
      }
      return () => {
        stopped = true;
        waiting.delete(follow);
        stopWatching?.();
        unsubscribe?.();
      };
    },
    createAccount: withService((real, email: string, password: string) =>
      real.createAccount(email, password),
    ),
    signInWithPassword: withService((real, email: string, password: string) =>
      real.signInWithPassword(email, password),
    ),
    signInWithGoogle: withService((real) => real.signInWithGoogle()),
    // Nothing to end or read while the real service was never needed.
    signOut: async () => (service ? (await service).signOut() : undefined),
    getIdToken: async () => (service ? (await service).getIdToken() : null),
    sendVerificationEmail: withService((real) => real.sendVerificationEmail()),
    sendPasswordReset: withService((real, email: string) => real.sendPasswordReset(email)),
    deleteAccount: withService((real) => real.deleteAccount()),
    updateProfile: withService((real, profile: ProfileUpdate) => real.updateProfile(profile)),
  };
}
