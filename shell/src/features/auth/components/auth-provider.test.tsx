import { type RemoteAppProps } from '@threadline/contracts';
import { screen } from '@testing-library/react';
import { useApiClient } from '../../../lib/api-context';
import { createFakeApi } from '../../../testing/fake-api';
import { FakeAuthService, verifiedUser } from '../../../testing/fake-auth-service';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { renderApp } from '../../../testing/render';
import { useAuth } from '../hooks/use-auth';
import { ACCESS_TOKEN_KEY } from '../../../config/session';

function SessionProbe() {
  const { user, loading, isAdmin, logout } = useAuth();
  const api = useApiClient();
  return (
    <div>
      <p>
        {loading
          ? 'Session loading'
          : user
            ? `Signed in as ${user.email}${isAdmin ? ' (admin)' : ''}`
            : 'Signed out'}
      </p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
      <button type="button" onClick={() => void api.get('/users/me').catch(() => undefined)}>
        Load my profile
      </button>
    </div>
  );
}

/** Records every value the loading flag takes, as the screen shows it, plus the actions. */
function LoadingHistory({
  history,
  tokens,
}: {
  history: boolean[];
  tokens?: Array<string | null>;
}) {
  const { loading, signIn, logout, resetPassword, googleSignIn } = useAuth();
  if (history.at(-1) !== loading) {
    history.push(loading);
    tokens?.push(localStorage.getItem(ACCESS_TOKEN_KEY));
  }
  return (
    <div>
      <p>{loading ? 'Session loading' : 'Session settled'}</p>
      <button
        type="button"
        onClick={() => void signIn('ana@brand.co', 'wrong').catch(() => undefined)}
      >
        Sign in with a wrong password
      </button>
      <button type="button" onClick={() => void signIn('ana@brand.co', 'Secret#1')}>
        Sign in
      </button>
      <button type="button" onClick={() => void googleSignIn().catch(() => undefined)}>
        Google
      </button>
      <button type="button" onClick={() => void resetPassword('ana@brand.co')}>
        Reset
      </button>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </div>
  );
}

describe('the loading flag', () => {
  const settled = () => screen.findByText('Session settled');

  it('starts true and turns false when nobody is signed in', async () => {
    const history: boolean[] = [];
    renderApp({ ui: <LoadingHistory history={history} /> });
    await settled();
    expect(history).toEqual([true, false]);
  });

  it('turns true for an email sign-in and false again when it fails', async () => {
    const history: boolean[] = [];
    const authService = new FakeAuthService();
    authService.addAccount(verifiedUser(), 'Secret#1');
    const { user } = renderApp({ ui: <LoadingHistory history={history} />, authService });
    await settled();
    await user.click(screen.getByRole('button', { name: 'Sign in with a wrong password' }));
    await settled();
    expect(history).toEqual([true, false, true, false]);
  });

  it('stays true from sign-in until the session token is stored', async () => {
    const history: boolean[] = [];
    const tokens: Array<string | null> = [];
    const authService = new FakeAuthService();
    authService.addAccount(verifiedUser(), 'Secret#1');
    const { user } = renderApp({
      ui: <LoadingHistory history={history} tokens={tokens} />,
      authService,
    });
    await settled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await settled();
    expect(history).toEqual([true, false, true, false]);
    // The flag turns false only once the session token is stored.
    expect(tokens).toEqual([null, null, null, 'session-token']);
  });

  it('turns true for sign-out and false once the session is gone', async () => {
    const history: boolean[] = [];
    const { user } = renderApp({
      ui: <LoadingHistory history={history} />,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });
    await settled();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await settled();
    expect(history).toEqual([true, false, true, false]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('turns true while a password reset is sent', async () => {
    const history: boolean[] = [];
    const { user, authService } = renderApp({ ui: <LoadingHistory history={history} /> });
    await settled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await settled();
    expect(history).toEqual([true, false, true, false]);
    expect(authService.calls).toEqual(['sendPasswordReset']);
  });

  it('turns true for Google sign-in and false once its session is ready', async () => {
    const history: boolean[] = [];
    const { user } = renderApp({ ui: <LoadingHistory history={history} /> });
    await settled();
    await user.click(screen.getByRole('button', { name: 'Google' }));
    await settled();
    expect(history).toEqual([true, false, true, false]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('session-token');
  });
});

describe('the session', () => {
  it('trades the ID token for a session token, completes the user record and reads the admin flag', async () => {
    const api = createFakeApi({
      'GET /users/admin/*': () => ({ status: 200, data: { admin: true } }),
    });
    renderApp({
      ui: <SessionProbe />,
      api,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });

    expect(screen.getByText('Session loading')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as ana@brand.co (admin)')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('session-token');
    expect(api.requests).toEqual([
      {
        method: 'POST',
        url: '/jwt',
        authorization: undefined,
        body: { idToken: 'firebase-id-token-uid-ana' },
      },
      {
        method: 'POST',
        url: '/users',
        authorization: 'Bearer session-token',
        body: {
          uid: 'uid-ana',
          name: 'Ana Weaver',
          email: 'ana@brand.co',
          photoURL: null,
          emailVerified: true,
        },
      },
      {
        method: 'GET',
        url: '/users/admin/ana%40brand.co',
        authorization: 'Bearer session-token',
        body: undefined,
      },
      // Whether the admin's session has its passkey step-up (issue 40).
      {
        method: 'GET',
        url: '/auth/passkeys/status',
        authorization: 'Bearer session-token',
        body: undefined,
      },
    ]);
  });

  it('asks nothing of the API for an unverified account and counts it as signed out', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'left-over-token');
    const { api } = renderApp({
      ui: <SessionProbe />,
      authService: new FakeAuthService({ signedIn: verifiedUser({ emailVerified: false }) }),
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('skips the admin check for an account without an email', async () => {
    const { api } = renderApp({
      ui: <SessionProbe />,
      authService: new FakeAuthService({ signedIn: verifiedUser({ email: null }) }),
    });
    await screen.findByText('Signed in as null');
    expect(api.sent()).toEqual(['POST /jwt', 'POST /users', 'GET /auth/passkeys/status']);
  });

  it('removes the session token on logout', async () => {
    const { user } = renderApp({
      ui: <SessionProbe />,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });
    await screen.findByText('Signed in as ana@brand.co');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('ends the session on the server with POST /logout, sent with the session token, before signing out', async () => {
    const authService = new FakeAuthService({ signedIn: verifiedUser() });
    const { user, api } = renderApp({ ui: <SessionProbe />, authService });
    await screen.findByText('Signed in as ana@brand.co');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    const logout = api.requests.find((request) => request.url === '/logout');
    expect(logout).toMatchObject({ method: 'POST', authorization: 'Bearer session-token' });
    expect(api.sent().at(-1)).toBe('POST /logout');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('still signs out here when POST /logout fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({ 'POST /logout': () => ({ status: 503 }) });
    const { user } = renderApp({
      ui: <SessionProbe />,
      api,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });
    await screen.findByText('Signed in as ana@brand.co');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(api.sent()).toContain('POST /logout');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('saves the record with the invite code before the session exchange, then forgets the code', async () => {
    localStorage.setItem('invite-ref', 'REF-42');
    const signedIn = verifiedUser();
    const { api } = renderApp({
      ui: <SessionProbe />,
      authService: new FakeAuthService({ signedIn }),
    });
    await screen.findByText('Signed in as ana@brand.co');
    // POST /jwt would create the record without the invite, so the record goes first, sent with
    // the Firebase ID token (no API token exists yet).
    expect(api.sent()).toEqual([
      'POST /users',
      'POST /jwt',
      'GET /users/admin/ana%40brand.co',
      'GET /auth/passkeys/status',
    ]);
    expect(api.requests[0].body).toMatchObject({ refCode: 'REF-42', email: 'ana@brand.co' });
    expect(api.requests[0].authorization).toBe(`Bearer firebase-id-token-${signedIn.uid}`);
    expect(localStorage.getItem('invite-ref')).toBeNull();
  });

  it.each([401, 403])(
    'logs the user out and shows the login page when a remote call answers %i',
    async (status) => {
      const api = createFakeApi({
        'GET /users/me': () => ({ status, data: { message: 'Unauthorized' } }),
      });
      const authService = new FakeAuthService({ signedIn: verifiedUser() });
      const dashboard = createFakeRemoteLoader({
        remote_dashboard: async () => ({
          default: ({ api: remoteApi }: RemoteAppProps) => (
            <button
              type="button"
              onClick={() => void remoteApi.get('/users/me').catch(() => undefined)}
            >
              Load my profile
            </button>
          ),
        }),
      });
      const { user } = renderApp({
        route: '/dashboard',
        api,
        authService,
        remoteLoader: dashboard.loader,
      });

      await user.click(await screen.findByRole('button', { name: 'Load my profile' }));

      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(authService.signedInAccount).toBeNull();
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    },
  );
});
