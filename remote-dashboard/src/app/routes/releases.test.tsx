import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteReleaseHistory } from '@threadline/contracts';
import { renderDashboard, admin } from '../../testing/render';

const remotes = {
  remote_public: 'http://public.test/mf-manifest.json',
  remote_dashboard: 'http://dashboard.test/mf-manifest.json',
};

const release = {
  id: '20261122T231500Z-abcdef12',
  createdAt: '2026-11-22T23:14:00.000Z',
  wentLiveAt: '2026-11-22T23:15:00.000Z',
  contractsVersion: '0.1.0',
  shared: { react: '^19.2.0' },
  sizes: { files: 3, bytes: 300, jsBytes: 200 },
};
const publicHistory: RemoteReleaseHistory = {
  remote: 'remote-public',
  live: release,
  releases: [{ ...release, id: '20261122T232000Z-99999999', wentLiveAt: null }, release],
};

let served: Record<string, { status: number; body?: unknown }>;
const fetchMock = jest.fn(async (url: string) => {
  const answer = served[url] ?? { status: 404 };
  return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
});

beforeEach(() => {
  served = { 'http://public.test/releases.json': { status: 200, body: publicHistory } };
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderReleases = () =>
  renderDashboard({ route: '/dashboard/releases', props: { user: admin, isAdmin: true, remotes } });

const rowOf = async (remote: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(remote) })).closest('tr') as HTMLElement;

describe('the Releases page', () => {
  it("shows each remote's live release, when it went live and its contracts version", async () => {
    renderReleases();
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();

    const publicRow = within(await rowOf('remote-public'));
    expect(publicRow.getByText('20261122T231500Z-abcdef12')).toBeInTheDocument();
    expect(publicRow.getByText('22 Nov 2026, 23:15 UTC')).toBeInTheDocument();
    expect(publicRow.getByText('0.1.0')).toBeInTheDocument();
    expect(publicRow.getByText('2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://public.test/releases.json', {
      cache: 'no-cache',
    });

    expect(
      within(await rowOf('remote-dashboard')).getByText('No release is live yet.'),
    ).toBeInTheDocument();
  });

  it('explains itself to whoever previews a release: live, on trial, ready to preview', async () => {
    renderReleases();
    const guide = await screen.findByRole('region', { name: 'How releases reach visitors' });
    expect(within(guide).getByText('Live')).toBeInTheDocument();
    expect(within(guide).getByText(/shown to a share of visitors/)).toBeInTheDocument();
    expect(within(guide).getByText(/A preview link opens the site with it/)).toBeInTheDocument();
    // The parts of the site by name, the engineers' names beside them; no unexplained jargon.
    const publicRow = within(await rowOf('remote-public'));
    expect(publicRow.getByRole('rowheader')).toHaveTextContent(
      'Public site remote-public, for every visitor',
    );
    expect(screen.queryByText(/\bmounts?\b/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\bcanary\b/i)).not.toBeInTheDocument();
  });

  it('says when a history could not be read', async () => {
    served = { 'http://public.test/releases.json': { status: 500 } };
    renderReleases();
    expect(
      within(await rowOf('remote-public')).getByText('The release history could not be read.'),
    ).toBeInTheDocument();
  });

  it('is linked from the admin sidebar', async () => {
    renderReleases();
    expect(await screen.findByRole('link', { name: 'Releases' })).toHaveAttribute(
      'href',
      '/dashboard/releases',
    );
  });

  it('shows the canary under way with its share', async () => {
    served['http://public.test/releases.json'] = {
      status: 200,
      body: {
        ...publicHistory,
        canary: {
          id: '20261122T232000Z-99999999',
          manifest: 'releases/20261122T232000Z-99999999/mf-manifest.json',
          percent: 20,
          startedAt: '2026-11-22T23:21:00.000Z',
        },
      },
    };
    renderReleases();
    const publicRow = within(await rowOf('remote-public'));
    expect(publicRow.getByText(/for 20% of visitors/)).toHaveTextContent(
      '20261122T232000Z-99999999 for 20% of visitors',
    );
  });

  it('says why the last canary ended', async () => {
    served['http://public.test/releases.json'] = {
      status: 200,
      body: {
        ...publicHistory,
        releases: [
          {
            ...release,
            id: '20261122T232000Z-99999999',
            wentLiveAt: null,
            canaryEndReason: 'rolled back by hand',
          },
          release,
        ],
      },
    };
    renderReleases();
    const publicRow = within(await rowOf('remote-public'));
    expect(
      publicRow.getByText('None (20261122T232000Z-99999999 ended: rolled back by hand)'),
    ).toBeInTheDocument();
  });

  it('lets an admin create a preview link for a staged release', async () => {
    served['http://public.test/releases.json'] = {
      status: 200,
      body: {
        ...publicHistory,
        releases: [
          {
            ...release,
            id: '20261122T232000Z-99999999',
            wentLiveAt: null,
            stagedAt: '2026-11-22T23:20:00.000Z',
          },
          release,
        ],
      },
    };
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/releases',
      props: { user: admin, isAdmin: true, remotes },
      routes: {
        'POST /releases/previews': {
          status: 201,
          data: {
            token: 'signed.token',
            remote: 'remote-public',
            release: '20261122T232000Z-99999999',
            expiresAt: '2026-11-23T00:20:00.000Z',
          },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Create preview link for 20261122T232000Z-99999999',
      }),
    );
    expect(
      screen.getByRole('button', { name: 'Create preview link for 20261122T232000Z-99999999' }),
    ).toHaveTextContent(/^Create preview link$/);
    // The dashboard's own button look, not the browser's bare button.
    expect(
      screen.getByRole('button', { name: 'Create preview link for 20261122T232000Z-99999999' }),
    ).toHaveClass('button');

    const link = await screen.findByRole('link', {
      name: 'Preview link for 20261122T232000Z-99999999',
    });
    expect(link).toHaveAttribute('href', `${window.location.origin}/?preview=signed.token`);
    // What the link does, and until when.
    expect(screen.getByText(/works until 23 Nov 2026, 00:20 UTC/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Ready to preview' })).getByText(
        /Opening it makes nothing live/,
      ),
    ).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/releases/previews',
        body: { remote: 'remote-public', release: '20261122T232000Z-99999999' },
      }),
    );
  });

  describe('read from the API (GET /releases, the store the release commands write)', () => {
    const canaryId = '20261122T232000Z-99999999';
    const overview = {
      remotes: [
        {
          remote: 'remote-public',
          live: release,
          canary: {
            id: canaryId,
            manifest: `releases/${canaryId}/mf-manifest.json`,
            percent: 20,
            startedAt: '2026-11-22T23:20:00.000Z',
          },
          releases: [
            {
              ...release,
              id: canaryId,
              wentLiveAt: null,
              canaryAt: '2026-11-22T23:20:00.000Z',
              canaryPercent: 20,
              lastHour: { mounts: 40, failures: 6, errorRate: 15 },
            },
            { ...release, lastHour: { mounts: 160, failures: 1, errorRate: 0.6 } },
          ],
        },
        { remote: 'remote-dashboard', live: null, canary: null, releases: [] },
      ],
      watcher: { windowMinutes: 10, minMounts: 50, budgetPoints: 2, enabled: true },
    };

    it("shows each release's mounts and error rate over the last hour, and the watcher's rule", async () => {
      fetchMock.mockClear();
      renderDashboard({
        route: '/dashboard/releases',
        props: { user: admin, isAdmin: true, remotes },
        routes: { 'GET /releases': { data: overview } },
      });
      const table = within(await screen.findByRole('table', { name: 'Releases of remote-public' }));
      const canaryRow = within(
        table.getByRole('rowheader', { name: canaryId }).closest('tr') as HTMLElement,
      );
      expect(canaryRow.getByText('On trial with 20% of visitors')).toBeInTheDocument();
      expect(canaryRow.getByText('40')).toBeInTheDocument();
      expect(canaryRow.getByText('15.0%')).toBeInTheDocument();
      const liveRow = within(
        table.getByRole('rowheader', { name: release.id }).closest('tr') as HTMLElement,
      );
      expect(liveRow.getByText('Live')).toBeInTheDocument();
      expect(liveRow.getByText('0.6%')).toBeInTheDocument();
      expect(
        screen.getByText(
          /over the last 10 minutes is at least 2 points above the live release's, once it has 50 page loads/,
        ),
      ).toBeInTheDocument();
      // The remote servers' files are not read when the API answers.
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('promotes the canary the admin saw, after asking, and reads the releases again', async () => {
      const user = userEvent.setup();
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      const { api } = renderDashboard({
        route: '/dashboard/releases',
        props: { user: admin, isAdmin: true, remotes },
        routes: {
          'GET /releases': { data: overview },
          'POST /releases/remote-public/canary/promote': { data: { ...release, id: canaryId } },
        },
      });
      await user.click(
        await screen.findByRole('button', { name: /^Make live for everyone: Public site/ }),
      );
      expect(window.confirm).toHaveBeenCalledWith(
        `Make release ${canaryId} of the Public site live for every visitor?`,
      );
      expect(await screen.findByText(`${canaryId} is now live for everyone.`)).toBeInTheDocument();
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/releases/remote-public/canary/promote',
          body: { canary: canaryId },
        }),
      );
      expect(api.calls.filter((call) => call.url === '/releases')).toHaveLength(2);
    });

    it("shows the API's refusal when the canary moved meanwhile", async () => {
      const user = userEvent.setup();
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      renderDashboard({
        route: '/dashboard/releases',
        props: { user: admin, isAdmin: true, remotes },
        routes: {
          'GET /releases': { data: overview },
          'POST /releases/remote-public/canary/stop': {
            status: 409,
            data: {
              statusCode: 409,
              message: 'The canary has changed since the page was loaded; reload it.',
            },
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: /^End trial: Public site/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The canary has changed since the page was loaded; reload it.',
      );
    });
  });
});
