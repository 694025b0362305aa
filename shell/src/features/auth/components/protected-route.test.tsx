import type { RemoteAppProps } from '@threadline/contracts';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { FakeAuthService, verifiedUser } from '../../../testing/fake-auth-service';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { renderApp } from '../../../testing/render';
import { ProtectedRoute, type LoginRedirectState } from './protected-route';

function LoginProbe() {
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  return <p>Login page, from {from ? `${from.pathname}${from.search}${from.hash}` : 'nowhere'}</p>;
}

const guardedRoutes = (
  <Routes>
    <Route path="/login" element={<LoginProbe />} />
    <Route
      path="/orders"
      element={
        <ProtectedRoute>
          <p>Your orders</p>
        </ProtectedRoute>
      }
    />
  </Routes>
);

describe('the protected-page guard', () => {
  it('shows a loading view while the session is loading', () => {
    renderApp({
      route: '/orders',
      ui: guardedRoutes,
      authService: new FakeAuthService({ holdInitialReport: true }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('Your orders')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login, remembering the page', async () => {
    const authService = new FakeAuthService({ holdInitialReport: true });
    renderApp({ route: '/orders?status=open#latest', ui: guardedRoutes, authService });
    act(() => authService.reportInitialState());
    expect(
      await screen.findByText('Login page, from /orders?status=open#latest'),
    ).toBeInTheDocument();
  });

  it('shows the page to a signed-in user once the session is ready', async () => {
    renderApp({
      route: '/orders',
      ui: guardedRoutes,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });
    expect(await screen.findByText('Your orders')).toBeInTheDocument();
  });

  it('treats a signed-in user whose email is not verified as signed out', async () => {
    const authService = new FakeAuthService({ signedIn: verifiedUser({ emailVerified: false }) });
    const { api } = renderApp({ route: '/orders', ui: guardedRoutes, authService });
    expect(await screen.findByText('Login page, from /orders')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('guards the dashboard remote', async () => {
    renderApp({ route: '/dashboard/Profile' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard pages/)).not.toBeInTheDocument();
  });
});

describe('logging out from a guarded page', () => {
  it('lands where the logout sends the user, not on the login page', async () => {
    const dashboard = createFakeRemoteLoader({
      remote_dashboard: async () => ({ default: LogoutThenGoHome }),
    });
    const authService = new FakeAuthService({ signedIn: verifiedUser() });
    const { user } = renderApp({
      route: '/dashboard/Profile',
      authService,
      remoteLoader: dashboard.loader,
    });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Public pages')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });
});

/** What the dashboard remote does on Logout: log out through the shell, then go home. */
function LogoutThenGoHome({ logout }: RemoteAppProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await logout();
        navigate('/');
      }}
    >
      Logout
    </button>
  );
}
