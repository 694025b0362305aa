import { Route, Routes } from 'react-router-dom';
import { MainLayout } from '../components/layout/main-layout';
import { SkipLink } from '../components/layout/skip-link';
import { brand } from '../config/brand';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet';
import { RouteSplash } from '../features/splash/components/route-splash';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { CookiesRoute } from './routes/cookies';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { InviteRoute } from './routes/invite';
import { LoginRoute } from './routes/login';
import { PrivacyRoute } from './routes/privacy';
import { SignUpRoute } from './routes/sign-up';
import { TermsRoute } from './routes/terms';
import { useRemoteAppProps } from './use-remote-app-props';

/**
 * The shell's routes. remote_public owns everything the shell does not (`/*`); remote_dashboard
 * owns `/dashboard/*` behind the guard. Remotes render relative <Routes> inside this router.
 */
export function AppRoutes() {
  const { user, logout } = useAuth();
  const remoteProps = useRemoteAppProps();
  useScrollRestoration();

  return (
    <>
      <SkipLink />
      <RouteSplash brandName={brand.name} tagline={brand.tagline} />
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <ProtectedRoute>
              <RemoteOutlet remote="remote_dashboard" appProps={remoteProps} />
            </ProtectedRoute>
          }
        />
        <Route element={<MainLayout user={user} onLogout={logout} />}>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/signup" element={<SignUpRoute />} />
          <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy" element={<PrivacyRoute />} />
          <Route path="/cookies" element={<CookiesRoute />} />
          <Route path="/invite/:code" element={<InviteRoute />} />
          <Route
            path="/*"
            element={<RemoteOutlet remote="remote_public" appProps={remoteProps} />}
          />
        </Route>
      </Routes>
    </>
  );
}
