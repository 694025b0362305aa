import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@threadline/contracts';
import { RemoteProvider } from '@threadline/web-kit/remote-context';
import {
  createFakeApi,
  type CannedRoutes,
  type FakeApi,
} from '@threadline/web-kit/testing/create-fake-api';
import App from '../app/app';

export const TEST_API_URL = 'http://api.test';

interface RenderOptions {
  route?: string;
  api?: FakeApi;
  routes?: CannedRoutes;
  props?: Partial<RemoteAppProps>;
}

function buildProps({ api, routes, props }: RenderOptions) {
  const fakeApi = api ?? createFakeApi(routes);
  const remoteProps: RemoteAppProps = {
    api: fakeApi,
    apiUrl: TEST_API_URL,
    user: null,
    isAdmin: false,
    logout: jest.fn(async () => undefined),
    ...props,
  };
  return { fakeApi, remoteProps };
}

/** Renders the exposed App the way the shell mounts it: at `/*` inside one router. */
export function renderApp(options: RenderOptions = {}) {
  const { fakeApi, remoteProps } = buildProps(options);
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <Routes>
        <Route path="/*" element={<App {...remoteProps} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, api: fakeApi, props: remoteProps };
}

/** Renders one component with the app's providers and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { fakeApi, remoteProps } = buildProps(options);
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <RemoteProvider value={remoteProps}>{ui}</RemoteProvider>
    </MemoryRouter>,
  );
  return { ...view, api: fakeApi, props: remoteProps };
}
