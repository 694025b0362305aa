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
  (await screen.findByRole('rowheader', { name: remote })).closest('tr') as HTMLElement;

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

    const link = await screen.findByRole('link', {
      name: 'Preview link for 20261122T232000Z-99999999',
    });
    expect(link).toHaveAttribute('href', `${window.location.origin}/?preview=signed.token`);
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/releases/previews',
        body: { remote: 'remote-public', release: '20261122T232000Z-99999999' },
      }),
    );
  });
});
