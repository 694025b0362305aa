import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteAppProps, SessionUser } from '@threadline/contracts';
import {
  createFakeApi,
  type CannedRoutes,
  type FakeApi,
} from '@threadline/web-kit/testing/create-fake-api';
import App from '../app/app';

export const TEST_API_URL = 'http://api.test';

export const member: SessionUser = {
  uid: 'uid-ana',
  email: 'ana@brand.co',
  displayName: 'Ana Brand',
  photoURL: null,
  emailVerified: true,
};

export const admin: SessionUser = {
  uid: 'uid-admin',
  email: 'admin@threadline.example',
  displayName: 'Ada Admin',
  photoURL: 'https://img.example/ada.webp',
  emailVerified: true,
};

/** Shows where the router is, so a test can assert a redirect or a navigation as text. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

interface RenderOptions {
  route?: string;
  api?: FakeApi;
  routes?: CannedRoutes;
  props?: Partial<RemoteAppProps>;
}

/**
 * Renders the exposed App the way the shell mounts it: at `/dashboard/*` inside one router, with
 * a signed-in member unless told otherwise. Pages outside the dashboard render a marker.
 */
export function renderDashboard({ route = '/dashboard', api, routes, props }: RenderOptions = {}) {
  const fakeApi = api ?? createFakeApi(routes);
  const remoteProps: RemoteAppProps = {
    api: fakeApi,
    apiUrl: TEST_API_URL,
    user: member,
    isAdmin: false,
    logout: jest.fn(async () => undefined),
    ...props,
  };
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/dashboard/*" element={<App {...remoteProps} />} />
        <Route path="*" element={<p>Outside the dashboard</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { ...view, api: fakeApi, props: remoteProps };
}

/** The router's current path. `hidden`: an open dialog hides the page from assistive tech. */
export const currentPath = () => screen.getByRole('status', { name: 'Current path', hidden: true });
