import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@threadline/contracts';
import { apiError } from '../../testing/api-error';
import { renderDashboard } from '../../testing/render';
import { renderAsAdmin, type AdminPageOptions } from '../../testing/render-as-admin';

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `entry-${n}`,
  actor: { id: 'admin-id', email: 'ada@threadline.example' },
  action: 'user.made_admin',
  target: { type: 'user', id: `user-${n}`, label: `member${n}@brand.co` },
  changes: [{ field: 'role', from: 'user', to: 'admin' }],
  at: '2026-03-01T10:00:00.000Z',
  ip: '127.0.0.1',
  targetExists: true,
  ...overrides,
});

const renderActivityLog = (options: AdminPageOptions) =>
  renderAsAdmin('/dashboard/activity-log', options);
const auditCalls = (api: { calls: Array<{ method: string; url: string; params?: unknown }> }) =>
  api.calls.filter((call) => call.method === 'GET' && call.url === '/audit');

describe('Activity Log', () => {
  it('shows each entry: actor, action, target, what changed', async () => {
    renderActivityLog({
      routes: {
        'GET /audit': {
          data: [
            entry(1),
            entry(2, {
              action: 'category.updated',
              target: { type: 'category', id: 'shirts', label: 'Shirts' },
              changes: [{ field: 'title', from: 'Shirt', to: 'Shirts' }],
            }),
          ],
          headers: { 'x-total-count': '2' },
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Activity' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Made admin');
    expect(within(first).getByText('ada@threadline.example')).toBeInTheDocument();
    expect(within(first).getByText('role: user → admin')).toBeInTheDocument();
    expect(within(second).getByRole('rowheader')).toHaveTextContent('Updated category');
    expect(within(second).getByText('title: Shirt → Shirts')).toBeInTheDocument();
    expect(screen.getByText('Entries: 2')).toBeInTheDocument();
  });

  it('links each target that still exists to where it can be seen, and no deleted one', async () => {
    renderActivityLog({
      routes: {
        'GET /audit': {
          data: [
            entry(1),
            entry(2, {
              action: 'category.created',
              target: { type: 'category', id: 'formal-shirts', label: 'Formal Shirts' },
            }),
            entry(3, {
              action: 'contact.marked_read',
              target: { type: 'contact', id: 'msg-1', label: 'ana@brand.co' },
            }),
            entry(6, {
              action: 'quote.status_changed',
              target: { type: 'quote', id: 'quote-1', label: 'Q-2026-0042' },
            }),
            entry(7, {
              action: 'style.saved',
              actor: { id: 'member-id', email: 'ana@brand.co' },
              target: { type: 'style', id: 'b'.repeat(24), label: 'TL-2041' },
              changes: [{ field: 'measurement Chest width, size M', from: '52', to: '53' }],
              targetExists: undefined,
            }),
            entry(4, { action: 'user.deleted', targetExists: false }),
            entry(5, {
              action: 'users.exported',
              target: { type: 'export', id: 'users', label: 'role=admin' },
              targetExists: undefined,
            }),
          ],
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(within(table).getByRole('link', { name: 'member1@brand.co' })).toHaveAttribute(
      'href',
      '/dashboard/manage-users?search=member1%40brand.co',
    );
    expect(within(table).getByRole('link', { name: 'Formal Shirts' })).toHaveAttribute(
      'href',
      '/products/formal-shirts',
    );
    expect(within(table).getByRole('link', { name: 'ana@brand.co' })).toHaveAttribute(
      'href',
      '/dashboard/showContact?message=msg-1',
    );
    expect(within(table).getByRole('link', { name: 'Q-2026-0042' })).toHaveAttribute(
      'href',
      '/dashboard/quote-requests?search=Q-2026-0042',
    );
    expect(within(table).getByRole('link', { name: 'TL-2041' })).toHaveAttribute(
      'href',
      `/dashboard/styles/${'b'.repeat(24)}`,
    );
    expect(within(table).getByText('measurement Chest width, size M: 52 → 53')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'member4@brand.co' })).not.toBeInTheDocument();
    expect(within(table).getByText('member4@brand.co')).toBeInTheDocument();
    expect(within(table).getByText('(deleted)')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'role=admin' })).not.toBeInTheDocument();
  });

  it('says in its heading that it lists buyers’ actions as well as the team’s', async () => {
    renderActivityLog({
      routes: {
        'GET /audit': {
          data: [
            entry(1, { actor: { id: 'buyer-id', email: 'ana@brand.co' }, action: 'order.created' }),
          ],
          headers: { 'x-total-count': '1' },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeInTheDocument();
    expect(screen.getByText(/the team’s and the buyers’/)).toBeInTheDocument();
    expect(screen.queryByText(/Every admin action/)).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Address' })).toBeInTheDocument();
    expect(within(table).getByText('127.0.0.1')).toBeInTheDocument();
  });

  it('asks the API again with the filters, from page 1', async () => {
    const user = userEvent.setup();
    const { api } = renderActivityLog({
      routes: { 'GET /audit': { data: [entry(1)], headers: { 'x-total-count': '45' } } },
    });
    await screen.findByRole('table', { name: 'Activity' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(auditCalls(api).at(-1)?.params).toEqual({ page: 3, limit: 20 }));

    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted user');
    await user.type(screen.getByLabelText('Actor'), 'ada@threadline.example');

    await waitFor(() =>
      expect(auditCalls(api).at(-1)?.params).toEqual({
        page: 1,
        limit: 20,
        action: 'user.deleted',
        actor: 'ada@threadline.example',
      }),
    );
  });

  it('says so when nothing matches, and when the log cannot be loaded', async () => {
    const { unmount } = renderActivityLog({ routes: { 'GET /audit': { data: [] } } });
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    unmount();

    renderActivityLog({
      routes: { 'GET /audit': apiError(503, 'Database unavailable', 'Service Unavailable') },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the activity log')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
  });

  it('is not shown to a member', () => {
    renderDashboard({ route: '/dashboard/activity-log' });
    expect(screen.queryByRole('heading', { name: 'Activity Log' })).not.toBeInTheDocument();
  });
});
