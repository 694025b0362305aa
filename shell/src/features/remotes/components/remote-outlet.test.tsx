import type { RemoteAppProps } from '@threadline/contracts';
import { REMOTE_REGISTRY } from '@threadline/contracts/remotes';
import { screen, waitFor } from '@testing-library/react';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { FakeAuthService, verifiedUser } from '../../../testing/fake-auth-service';
import { renderApp } from '../../../testing/render';
import type { RemoteAppModule } from '../api/remote-loader';
import { RemoteUnavailable } from './remote-outlet';

const FALLBACK_HEADING = 'This section could not be loaded.';

/** What the loader's runtime plugin answers for a remote it could not load or refused. */
const fallbackModule = (reason?: string): RemoteAppModule => ({
  default: () => <RemoteUnavailable reason={reason} />,
});

const workingRemote = (text: string): RemoteAppModule => ({
  default: (_props: RemoteAppProps) => <p>{text}</p>,
});

beforeEach(() => {
  // The boundary and the loader log what failed; the tests assert what a person sees instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a remote outlet', () => {
  // Read from the registry, so a remote added by npm run new:remote is checked too (the scaffold
  // test runs this in its copy of the repository).
  it.each(REMOTE_REGISTRY.map((remote) => [remote.folder, remote] as const))(
    'mounts %s at its route',
    async (_folder, remote) => {
      const remotes = createFakeRemoteLoader({
        [remote.federationName]: async () => workingRemote(`${remote.folder} mounted`),
      });
      renderApp({
        route: remote.route === '/' ? '/about' : `${remote.route}/anything`,
        remoteLoader: remotes.loader,
        authService: new FakeAuthService({ signedIn: verifiedUser() }),
      });
      expect(await screen.findByText(`${remote.folder} mounted`)).toBeInTheDocument();
      expect(remotes.loads.map((load) => load.remote)).toContain(remote.federationName);
    },
  );

  it('shows why a refused remote is not mounted, in the fallback with Retry', async () => {
    const reason =
      'remote-public was built against contracts 1.0.0, but the shell uses contracts 0.1.0; the major versions differ.';
    const remotes = createFakeRemoteLoader({
      remote_public: async () => fallbackModule(reason),
    });
    renderApp({ route: '/about', remoteLoader: remotes.loader });

    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote crashes, and Retry renders it again', async () => {
    let crash = true;
    const CrashingOnce = () => {
      if (crash) throw new Error('remote bug');
      return <p>About us</p>;
    };
    const remotes = createFakeRemoteLoader({
      remote_public: async () => ({ default: CrashingOnce }),
    });
    const { user } = renderApp({ route: '/about', remoteLoader: remotes.loader });

    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    crash = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('About us')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FALLBACK_HEADING })).not.toBeInTheDocument();
    // Retry asks the loader afresh (it reads the live pointer again; an unchanged release is
    // not downloaded again, see api/remote-loader.test.tsx).
    expect(remotes.loads).toEqual([
      { remote: 'remote_public', fresh: false },
      { remote: 'remote_public', fresh: true },
    ]);
  });

  it('shows the fallback when the remote cannot be loaded, and Retry loads it afresh', async () => {
    let reachable = false;
    const remotes = createFakeRemoteLoader({
      remote_public: async () => {
        if (!reachable) throw new Error('ECONNREFUSED');
        return workingRemote('Our products');
      },
    });
    const { user } = renderApp({ route: '/products', remoteLoader: remotes.loader });

    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Our products')).toBeInTheDocument();
    expect(remotes.loads).toEqual([
      { remote: 'remote_public', fresh: false },
      { remote: 'remote_public', fresh: true },
    ]);
  });

  it('shows the fallback when a chunk of the mounted release cannot be fetched, and Retry loads the live release', async () => {
    const chunkGone = Object.assign(new Error('Loading chunk 153 failed.'), {
      name: 'ChunkLoadError',
    });
    const OldRelease = () => {
      throw chunkGone;
    };
    const answers = [{ default: OldRelease }, workingRemote('About us, new release')];
    const remotes = createFakeRemoteLoader({
      remote_public: async () => answers.shift() ?? fallbackModule(),
    });
    const { user } = renderApp({ route: '/about', remoteLoader: remotes.loader });

    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('About us, new release')).toBeInTheDocument();
    expect(remotes.loads).toEqual([
      { remote: 'remote_public', fresh: false },
      { remote: 'remote_public', fresh: true },
    ]);
  });

  it("retries from the federation plugin's fallback module", async () => {
    const answers = [fallbackModule(), workingRemote('Your profile')];
    const remotes = createFakeRemoteLoader({
      remote_dashboard: async () => answers.shift() ?? fallbackModule(),
    });
    const { user } = renderApp({
      route: '/dashboard/Profile',
      remoteLoader: remotes.loader,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });

    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your profile')).toBeInTheDocument();
  });

  it('keeps the rest of the shell working while a remote is down', async () => {
    const remotes = createFakeRemoteLoader({ remote_public: async () => fallbackModule() });
    const { user } = renderApp({ route: '/contact', remoteLoader: remotes.loader });

    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(
      await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the dashboard fallback to a signed-in user while the public pages still load', async () => {
    const remotes = createFakeRemoteLoader({
      remote_dashboard: async () => Promise.reject(new Error('server down')),
    });
    const { user } = renderApp({
      route: '/dashboard',
      remoteLoader: remotes.loader,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });
    expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByText('Public pages for Ana Weaver')).toBeInTheDocument();
  });

  it('hands every remote the API client, the API URL, the session and logout', async () => {
    let received: RemoteAppProps | undefined;
    const remotes = createFakeRemoteLoader({
      remote_dashboard: async () => ({
        default: (props: RemoteAppProps) => {
          received = props;
          return <p>Dashboard ready</p>;
        },
      }),
    });
    renderApp({
      route: '/dashboard',
      remoteLoader: remotes.loader,
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
    });
    await screen.findByText('Dashboard ready');
    expect(received).toMatchObject({
      apiUrl: 'http://api.test',
      user: verifiedUser(),
      isAdmin: false,
    });
    expect(typeof received?.api.get).toBe('function');
    expect(typeof received?.logout).toBe('function');
  });

  describe('telemetry', () => {
    it('reports a mount once the remote rendered, and a render crash as failed_render', async () => {
      let crash = true;
      const CrashingOnce = () => {
        if (crash) throw new Error('remote bug');
        return <p>About us</p>;
      };
      const remotes = createFakeRemoteLoader({
        remote_public: async () => ({ default: CrashingOnce }),
      });
      const { user } = renderApp({ route: '/about', remoteLoader: remotes.loader });
      expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
      expect(remotes.reports).toEqual([{ remote: 'remote_public', outcome: 'failed_render' }]);

      crash = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('About us')).toBeInTheDocument();
      await waitFor(() =>
        expect(remotes.reports).toEqual([
          { remote: 'remote_public', outcome: 'failed_render' },
          { remote: 'remote_public', outcome: 'mounted' },
        ]),
      );
    });

    it("reports no mount for the loader's own fallback (the loader reported that failure)", async () => {
      const remotes = createFakeRemoteLoader({ remote_public: async () => fallbackModule() });
      remotes.loader.isFallback = () => true;
      renderApp({ route: '/about', remoteLoader: remotes.loader });
      expect(await screen.findByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(remotes.reports).toEqual([]);
    });
  });
});

describe('the preview banner', () => {
  it('says which release of which remote is shown, and offers a way out', async () => {
    const remotes = createFakeRemoteLoader();
    const loader = {
      ...remotes.loader,
      preview: {
        remote: 'remote-public' as const,
        release: '20261124T095500Z-abcdef01',
        expiresAt: '2026-11-24T11:00:00.000Z',
      },
    };
    renderApp({ route: '/about', remoteLoader: loader });

    const banner = await screen.findByRole('status', { name: 'Release preview' });
    expect(banner).toHaveTextContent('Previewing remote-public release 20261124T095500Z-abcdef01');
    expect(screen.getByRole('button', { name: 'Leave preview' })).toBeInTheDocument();
  });

  it('is not there for a browser without a preview link', async () => {
    renderApp({ route: '/about' });
    expect(await screen.findByText('Public pages')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Release preview' })).not.toBeInTheDocument();
  });
});
