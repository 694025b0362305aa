import { type RuntimeConfig } from '@threadline/contracts';
import { REMOTE_REGISTRY } from '@threadline/contracts/remotes';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ToastOutlet } from '../components/toast-outlet';
import { paths } from '../config/paths';
import type { AuthService } from '../features/auth/api/auth-service';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { useAuth } from '../features/auth/hooks/use-auth';
import type { LoginRedirectState } from '../features/auth/components/protected-route';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes/api/remote-loader';
import type { ApiClientOptions } from '../lib/api-client';
import { stepUpRequests } from '../lib/step-up-requests';
import { ApiProvider } from '../lib/api-context';
import { createLazyApiClient } from '../lib/lazy-api-client';
import { ACCESS_TOKEN_KEY } from '../config/session';

// Decoration, not content: downloaded after the start-up script.
const CustomCursor = lazy(() =>
  import('../components/custom-cursor').then((m) => ({ default: m.CustomCursor })),
);

export interface AppServices {
  config: RuntimeConfig;
  authService: AuthService;
  remoteLoader: RemoteLoader;
  /** Tests replace the HTTP transport; the client and its interceptors stay real. */
  apiAdapter?: ApiClientOptions['adapter'];
}

/**
 * A visitor's prefetch stops at the dashboard's entry; a signed-in member's dashboard pages are
 * fetched as soon as the session is known, so the dashboard opens without a wait.
 */
function PrefetchMemberDashboard({ remoteLoader }: { remoteLoader: RemoteLoader }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    for (const remote of REMOTE_REGISTRY)
      if (remote.audience === 'members') remoteLoader.prefetchApp(remote.federationName);
  }, [signedIn, remoteLoader]);
  return null;
}

/** Every provider of the shell, in order. Must sit inside the one router. */
export function AppProvider({
  config,
  authService,
  remoteLoader,
  apiAdapter,
  children,
}: AppServices & { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const [api] = useState(() =>
    createLazyApiClient({
      baseURL: config.apiUrl,
      adapter: apiAdapter,
      // Any 401 or 403: the session is over. Sign out, then go to /login (coming back here after).
      onUnauthorized: async () => {
        // Read before signing out: signing out lets the guard move to /login (remembering this
        // page), and a page's other refused calls arrive after it. Navigating again from /login
        // would replace the remembered page with none, and the next sign-in would land on /.
        const { pathname, search, hash } = window.location;
        localStorage.removeItem(ACCESS_TOKEN_KEY);
        await authService.signOut();
        if (pathname === paths.login.path || window.location.pathname === paths.login.path) return;
        const state: LoginRedirectState = { from: { pathname, search, hash } };
        navigateRef.current(paths.login.getHref(), { replace: true, state });
      },
      // An admin action that needs a passkey confirmation: the session asks for one.
      onStepUpRequired: (code) => stepUpRequests.request(code),
    }),
  );

  // Downloaded while the splash shows: the home page's first request (its categories) needs it.
  useEffect(() => api.preload(), [api]);

  return (
    <ApiProvider api={api} config={config}>
      <AuthProvider service={authService}>
        <RemoteLoaderContext.Provider value={remoteLoader}>
          <PrefetchMemberDashboard remoteLoader={remoteLoader} />
          {children}
          <ToastOutlet />
          <Suspense fallback={null}>
            <CustomCursor />
          </Suspense>
        </RemoteLoaderContext.Provider>
      </AuthProvider>
    </ApiProvider>
  );
}
