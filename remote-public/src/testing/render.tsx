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

/** The shell's page scroll lock as a remote sees it: whether anyone holds the page still. */
function createScrollLock() {
  let holders = 0;
  return {
    lockPageScroll: () => {
      holders += 1;
      let released = false;
      return () => {
        if (!released) holders -= 1;
        released = true;
      };
    },
    get pageHeld() {
      return holders > 0;
    },
  };
}

function buildProps({ api, routes, props }: RenderOptions) {
  const fakeApi = api ?? createFakeApi(routes);
  const scrollLock = createScrollLock();
  const remoteProps: RemoteAppProps = {
    api: fakeApi,
    apiUrl: TEST_API_URL,
    user: null,
    isAdmin: false,
    logout: jest.fn(async () => undefined),
    lockPageScroll: scrollLock.lockPageScroll,
    ...props,
  };
  return { fakeApi, remoteProps, scrollLock };
}

/** Renders the exposed App the way the shell mounts it: at `/*` inside one router. */
export function renderApp(options: RenderOptions = {}) {
  const { fakeApi, remoteProps, scrollLock } = buildProps(options);
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <Routes>
        <Route path="/*" element={<App {...remoteProps} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, api: fakeApi, props: remoteProps, scrollLock };
}

/** Renders one component with the app's providers and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { fakeApi, remoteProps, scrollLock } = buildProps(options);
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <RemoteProvider value={remoteProps}>{ui}</RemoteProvider>
    </MemoryRouter>,
  );
  return { ...view, api: fakeApi, props: remoteProps, scrollLock };
}
