import type { RemoteAppProps } from '@threadline/contracts';
import { REMOTE_REGISTRY, type RemoteEntry } from '@threadline/contracts/remotes';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MainLayout } from '../components/layout/main-layout';
import { SkipLink } from '../components/layout/skip-link';
import { brand } from '../config/brand';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { PreviewBanner, RemoteOutlet } from '../features/remotes/components/remote-outlet';
import { RouteSplash } from '../features/splash/components/route-splash';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { useRemoteAppProps } from './use-remote-app-props';

// The shell's own pages (sign-in with its captcha and dialogs, the legal texts) are downloaded
// when first opened, so a visitor of the public site never loads them.
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const SignUpRoute = lazy(() =>
  import('./routes/sign-up').then((m) => ({ default: m.SignUpRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const TermsRoute = lazy(() => import('./routes/terms').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() =>
  import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })),
);
const CookiesRoute = lazy(() =>
  import('./routes/cookies').then((m) => ({ default: m.CookiesRoute })),
);
const InviteRoute = lazy(() => import('./routes/invite').then((m) => ({ default: m.InviteRoute })));

const shellPage = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

/** A registered remote's route: `<route>/*`, or `/*` for the catch-all one. */
const remotePath = (remote: RemoteEntry) => (remote.route === '/' ? '/*' : `${remote.route}/*`);
const byAudience = (audience: RemoteEntry['audience']) =>
  REMOTE_REGISTRY.filter((remote) => remote.audience === audience)
    // The catch-all goes last, so the shell's own pages and the other remotes match first.
    .sort((a, b) => Number(a.route === '/') - Number(b.route === '/'));

const remoteRoute = (remote: RemoteEntry, appProps: RemoteAppProps) => {
  const outlet = <RemoteOutlet remote={remote.federationName} appProps={appProps} />;
  return (
    <Route
      key={remote.federationName}
      path={remotePath(remote)}
      element={remote.audience === 'members' ? <ProtectedRoute>{outlet}</ProtectedRoute> : outlet}
    />
  );
};

/**
 * The shell's routes. Each remote of the registry owns its route (the catch-all one owns
 * everything the shell does not); a members' remote sits behind the guard and outside the shell's
 * layout. Remotes render relative <Routes> inside this router.
 */
export function AppRoutes() {
  const { user, logout } = useAuth();
  const remoteProps = useRemoteAppProps();
  useScrollRestoration();

  return (
    <>
      <SkipLink />
      <RouteSplash brandName={brand.name} tagline={brand.tagline} />
      <PreviewBanner />
      <Routes>
        {byAudience('members').map((remote) => remoteRoute(remote, remoteProps))}
        <Route element={<MainLayout user={user} onLogout={logout} />}>
          <Route path={paths.login.path} element={shellPage(<LoginRoute />)} />
          <Route path={paths.signUp.path} element={shellPage(<SignUpRoute />)} />
          <Route path={paths.forgotPassword.path} element={shellPage(<ForgotPasswordRoute />)} />
          <Route path={paths.terms.path} element={shellPage(<TermsRoute />)} />
          <Route path={paths.privacy.path} element={shellPage(<PrivacyRoute />)} />
          <Route path={paths.cookies.path} element={shellPage(<CookiesRoute />)} />
          <Route path={paths.invite.path} element={shellPage(<InviteRoute />)} />
          {byAudience('everyone').map((remote) => remoteRoute(remote, remoteProps))}
        </Route>
      </Routes>
    </>
  );
}
