import type { RuntimeConfig } from '@threadline/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import type { RemoteLoader } from '../features/remotes/api/remote-loader';
import { createFakeApi, type FakeApi } from './fake-api';
import { FakeAuthService } from './fake-auth-service';
import { createFakeRemoteLoader } from './fake-remote-loader';
import { readDrawnText } from './fake-canvas';

export const testConfig: RuntimeConfig = {
  apiUrl: 'http://api.test',
  remotes: {
    remote_public: 'http://public.test/mf-manifest.json',
    remote_dashboard: 'http://dashboard.test/mf-manifest.json',
  },
  firebase: { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-threadline' },
};

interface RenderAppOptions {
  route?: string;
  authService?: FakeAuthService;
  api?: FakeApi;
  remoteLoader?: RemoteLoader;
  /** Rendered instead of the shell's routes, still inside every provider. */
  ui?: ReactElement;
}

/** Renders the shell's routes (or `ui`) through the real providers, with fakes at the edges. */
export function renderApp({
  route = '/',
  authService = new FakeAuthService(),
  api = createFakeApi(),
  remoteLoader = createFakeRemoteLoader().loader,
  ui,
}: RenderAppOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    // Navigations without transitions, as in the app's BrowserRouter.
    <MemoryRouter initialEntries={[route]} useTransitions={false}>
      <AppProvider
        config={testConfig}
        authService={authService}
        remoteLoader={remoteLoader}
        apiAdapter={api.adapter}
      >
        {ui ?? <AppRoutes />}
      </AppProvider>
    </MemoryRouter>,
  );
  return { user, authService, api, ...result };
}

/** Reads the captcha off its canvas and types it, as a person would. */
export async function solveCaptcha(user: ReturnType<typeof userEvent.setup>) {
  const code = readDrawnText(screen.getByRole('img', { name: 'Captcha code' }));
  await user.type(screen.getByLabelText('Enter captcha'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return code;
}

/**
 * renderApp for the shell's own pages (sign-in, legal), which load lazily: resolves once the
 * page's module has arrived and rendered, as a person would wait for it.
 */
export async function renderAppPage(options: RenderAppOptions = {}) {
  const rendered = renderApp(options);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered;
}
