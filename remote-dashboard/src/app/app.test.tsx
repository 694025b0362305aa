import { screen } from '@testing-library/react';
import { admin, currentPath, member, renderDashboard } from '../testing/render';

describe('dashboard routes', () => {
  it('sends an admin from /dashboard to manage-users', async () => {
    renderDashboard({
      props: { user: admin, isAdmin: true },
      routes: { 'GET /users': { data: [], headers: { 'x-total-count': '0' } } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Users' }),
    ).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard/manage-users');
  });

  it('sends a member from /dashboard to Profile', async () => {
    renderDashboard({ routes: { 'GET /users/me': { pending: true } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Brand' }),
    ).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard/Profile');
  });

  it('waits with a loader at /dashboard while the user is not known yet', () => {
    renderDashboard({ props: { user: null } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/dashboard$/);
  });

  it.each(['manage-users', 'showContact', 'AddCategoryForm', 'ShowCategoryFormData'])(
    'denies a member the admin page %s',
    (page) => {
      const { api } = renderDashboard({ route: `/dashboard/${page}`, props: { user: member } });
      expect(screen.getByRole('alert')).toHaveTextContent('Access Denied: Admins Only');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Access Denied: Admins Only' }),
      ).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    },
  );

  it.each([
    ['showContact', 'Contact Messages', { 'GET /contacts': { data: [] } }],
    ['AddCategoryForm', 'Add Category', {}],
    ['ShowCategoryFormData', 'All Categories', { 'GET /categories': { data: [] } }],
  ])('shows the admin page %s with the heading %s', async (page, heading, routes) => {
    renderDashboard({ route: `/dashboard/${page}`, props: { user: admin, isAdmin: true }, routes });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the 404 page with a link home for an unknown dashboard page', () => {
    renderDashboard({ route: '/dashboard/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
