import { screen } from '@testing-library/react';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { renderApp } from '../../../testing/render';

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
