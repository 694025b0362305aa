import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../lib/toast';
import { createFakeApi } from '../testing/fake-api';
import { FakeAuthService, verifiedUser } from '../testing/fake-auth-service';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp, testConfig } from '../testing/render';
import { App } from './app';

describe('the shell at start-up', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the logo splash for 3000 ms while prefetching the remotes, then the app', async () => {
    const remotes = createFakeRemoteLoader();
    render(
      <App
        config={testConfig}
        authService={new FakeAuthService()}
        remoteLoader={remotes.loader}
        apiAdapter={createFakeApi().adapter}
      />,
    );

    expect(screen.getByRole('img', { name: 'Threadline Garments' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Initializing...');
    expect(remotes.prefetchCount()).toBe(1);

    act(() => jest.advanceTimersByTime(800));
    expect(screen.getByRole('status')).toHaveTextContent('Loading assets...');
    act(() => jest.advanceTimersByTime(2199));
    expect(screen.queryByText('Public pages')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1));
    expect(await screen.findByText('Public pages')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Threadline Garments' })).not.toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('appear at the top center and close after 3000 ms', async () => {
    renderApp({ route: '/terms' });
    act(() => {
      toast.success('Saved');
    });
    const message = await screen.findByText('Saved');
    const container = message.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-center');
    const progress = message
      .closest('.Toastify__toast')
      ?.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(progress?.style.animationDuration).toBe('3000ms');
  });
});

describe('prefetching the dashboard', () => {
  it("fetches the dashboard's pages once a member is signed in", async () => {
    const remotes = createFakeRemoteLoader();
    renderApp({
      authService: new FakeAuthService({ signedIn: verifiedUser() }),
      remoteLoader: remotes.loader,
    });
    await waitFor(() => expect(remotes.prefetchedApps).toEqual(['remote_dashboard']));
  });

  it("never fetches the dashboard's pages for a signed-out visitor", async () => {
    const remotes = createFakeRemoteLoader();
    renderApp({ remoteLoader: remotes.loader });
    expect(await screen.findByText('Public pages')).toBeInTheDocument();
    expect(remotes.prefetchedApps).toEqual([]);
  });
});
