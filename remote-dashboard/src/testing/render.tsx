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

const UNREAD_BADGE_URL = '/quote-threads/unread';
/** The sidebar's saved views of an admin list: none unless the test cans an answer. */
const SAVED_VIEWS_URL = '/views';
const QUIET_ANSWERS: Record<string, unknown> = {
  [UNREAD_BADGE_URL]: { unreadThreads: 0 },
  [SAVED_VIEWS_URL]: [],
};

/**
 * The sidebar's unread badge asks on every page, and its saved views on every admin list. A page's tests assert that page's own requests,
 * so its call is left out of `calls`, and answers 0 unless the test cans an answer.
 */
function withQuietUnreadBadge(api: FakeApi): FakeApi {
  const get = api.get.bind(api);
  api.get = (async (url: string, config?: Parameters<FakeApi['get']>[1]) => {
    if (!(url in QUIET_ANSWERS)) return get(url, config);
    const answer = get(url, config);
    api.calls.splice(api.calls.length - 1, 1);
    return answer.catch(() => ({ status: 200, data: QUIET_ANSWERS[url], headers: {} }));
  }) as FakeApi['get'];
  return api;
}

/** Shows where the router is, so a test can assert a redirect or a navigation as text. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Current path">{pathname}</output>
      <output aria-label="Current query">{search}</output>
    </>
  );
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
  const fakeApi = withQuietUnreadBadge(api ?? createFakeApi(routes));
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

/** The router's current query string (`?role=admin`), for a list that keeps its view in the URL. */
export const currentQuery = () =>
  screen.getByRole('status', { name: 'Current query', hidden: true });
