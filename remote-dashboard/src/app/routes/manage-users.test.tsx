import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRecord } from '@threadline/contracts';
import { createFakeApi } from '../../testing/fake-api';
import { admin, renderDashboard } from '../../testing/render';

const person = (n: number, overrides: Partial<UserRecord> = {}): UserRecord => ({
  _id: `id-${n}`,
  uid: `uid-${n}`,
  name: `Person ${n}`,
  email: `person${n}@brand.co`,
  role: 'user',
  status: '',
  refCode: `REF${n}`,
  partnersCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const asAdmin = { user: admin, isAdmin: true };

describe('Manage Users', () => {
  it('shows five skeleton cards while loading', () => {
    renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: { 'GET /users': { pending: true } },
    });
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelectorAll('li')).toHaveLength(5);
  });

  it('lists users with number, role badge, status and actions, and the total', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: {
        'GET /users': {
          data: [
            person(1, { role: 'admin', status: 'Active' }),
            person(2),
            person(3, { role: 'teacher' }),
          ],
          headers: { 'x-total-count': '3' },
        },
      },
    });
    const users = await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByText('Total Users: 3')).toBeInTheDocument();

    const adminCard = within(users).getByRole('article', { name: 'Person 1' });
    expect(within(adminCard).getByText('#1')).toBeInTheDocument();
    expect(within(adminCard).getByText('admin')).toBeInTheDocument();
    expect(within(adminCard).queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(within(adminCard).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const userCard = within(users).getByRole('article', { name: 'Person 2' });
    expect(within(userCard).getByText('#2')).toBeInTheDocument();
    expect(within(userCard).getByText('Active')).toBeInTheDocument();
    expect(within(userCard).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
    expect(within(users).getByRole('article', { name: 'Person 3' })).toHaveTextContent('teacher');

    expect(api.calls[0].params).toEqual({ page: 1, limit: 10, sort: 'createdAt', order: 'desc' });
  });

  it('pages with numbered buttons, Previous and Next', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: {
        'GET /users': {
          data: Array.from({ length: 10 }, (_, i) => person(i + 1)),
          headers: { 'x-total-count': '23' },
        },
      },
    });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Users' });
    expect(api.calls.at(-1)?.params).toMatchObject({ page: 2 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('article', { name: 'Person 1' })).toHaveTextContent('#11');
  });

  it('filters by role and searches by name or email', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: { 'GET /users': { data: [person(1)], headers: { 'x-total-count': '1' } } },
    });
    await screen.findByRole('list', { name: 'Users' });
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Admin');
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ role: 'admin' }));

    await user.type(screen.getByLabelText('Search users'), 'ana');
    await waitFor(() =>
      expect(api.calls.at(-1)?.params).toMatchObject({ search: 'ana', role: 'admin' }),
    );
  });

  it('says no users were found when nothing matches', async () => {
    renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: { 'GET /users': { data: [], headers: { 'x-total-count': '0' } } },
    });
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
  });

  it("reports 'Error Loading Users' with the server's message", async () => {
    renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: {
        'GET /users': {
          status: 503,
          data: { statusCode: 503, message: 'Database unavailable', error: 'x' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Users' })).toBeInTheDocument();
    expect(screen.getAllByText(/Database unavailable/).length).toBeGreaterThan(0);
  });

  it('makes a user admin after confirmation', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /users': { data: [person(2)], headers: { 'x-total-count': '1' } },
      'PATCH /users/admin/id-2': { data: { modifiedCount: 1 } },
    });
    renderDashboard({ route: '/dashboard/manage-users', props: asAdmin, api });
    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));

    const confirm = await screen.findByRole('dialog', { name: 'Make Admin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, make admin' }));

    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /users',
      'PATCH /users/admin/id-2',
      'GET /users',
    ]);
  });

  it('does not delete a user when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: { 'GET /users': { data: [person(2)], headers: { 'x-total-count': '1' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it("reports 'Failed to delete' with the server's message", async () => {
    const user = userEvent.setup();
    renderDashboard({
      route: '/dashboard/manage-users',
      props: asAdmin,
      routes: {
        'GET /users': { data: [person(2)], headers: { 'x-total-count': '1' } },
        'DELETE /users/id-2': {
          status: 409,
          data: {
            statusCode: 409,
            message: 'The last admin cannot be removed or demoted',
            error: 'Conflict',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete User?' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Failed to delete' })).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be removed or demoted')).toBeInTheDocument();
  });
});
