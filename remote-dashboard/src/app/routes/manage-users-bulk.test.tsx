import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRecord } from '@threadline/contracts';
import { dialogButton } from '../../testing/dialogs';
import { currentQuery } from '../../testing/render';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { requestsMade } from '../../testing/requests-made';

const person = (n: number, overrides: Partial<UserRecord> = {}): UserRecord => ({
  _id: `6650000000000000000000${String(n).padStart(2, '0')}`,
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
const onePage = (users: UserRecord[], total = users.length) => ({
  data: users,
  headers: { 'x-total-count': String(total) },
});
const bar = () => screen.getByRole('region', { name: 'Bulk actions on users' });

describe('Manage Users: bulk actions and the URL', () => {
  it('makes the selected users admin after saying to how many, and reports each row', async () => {
    const user = userEvent.setup({ delay: null });
    const [ana, ben, cy] = [person(1), person(2, { role: 'admin' }), person(3)];
    const { api } = renderAsAdmin('/dashboard/manage-users', {
      routes: {
        'GET /users': onePage([ana, ben, cy]),
        'POST /users/bulk': {
          data: {
            batchId: 'b-1',
            results: [
              { id: ana._id, outcome: 'done' },
              { id: ben._id, outcome: 'unchanged' },
            ],
          },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Make selected admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Apply to the selection?' });
    expect(confirm).toHaveTextContent('Make 2 users admin.');
    await user.click(within(confirm).getByRole('button', { name: 'Make selected admin' }));

    const report = await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(report).toHaveTextContent('1 record done.');
    const rows = within(within(report).getByRole('list', { name: 'Each record' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Person 1: done',
      'Person 2: unchanged, nothing to do',
    ]);
    const post = api.calls.find((call) => call.url === '/users/bulk');
    expect(post?.body).toEqual({ action: 'make_admin', ids: [ana._id, ben._id] });
  });

  it('reports the last-admin refusal per row, with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    const [ben, dee] = [person(2, { role: 'admin' }), person(4, { role: 'admin' })];
    renderAsAdmin('/dashboard/manage-users', {
      routes: {
        'GET /users': onePage([ben, dee]),
        'POST /users/bulk': {
          data: {
            batchId: 'b-2',
            results: [
              { id: ben._id, outcome: 'done' },
              {
                id: dee._id,
                outcome: 'refused',
                message: 'The last admin cannot be removed or demoted',
              },
            ],
          },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Revoke admin from selected' }));
    await user.click(await dialogButton('Apply to the selection?', 'Revoke admin from selected'));
    const report = await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(report).toHaveTextContent('1 record done, 1 refused.');
    expect(report).toHaveTextContent(
      'Person 4: refused (The last admin cannot be removed or demoted)',
    );
  });

  it('deletes the selection and undoes the whole batch from the toast', async () => {
    const user = userEvent.setup({ delay: null });
    const [ana, cy] = [person(1), person(3)];
    const { api } = renderAsAdmin('/dashboard/manage-users', {
      routes: {
        'GET /users': onePage([ana, cy]),
        'POST /users/bulk': {
          data: {
            batchId: '5f0c6b1e-8d7e-4f34-9a53-1d0b2a7c9e11',
            results: [
              { id: ana._id, outcome: 'done', trashId: '6650000000000000000000aa' },
              { id: cy._id, outcome: 'done', trashId: '6650000000000000000000ab' },
            ],
          },
        },
        'POST /trash/batches/5f0c6b1e-8d7e-4f34-9a53-1d0b2a7c9e11/restore': {
          data: { results: [] },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Delete selected' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply to the selection?' }),
    ).toHaveTextContent('Delete 2 users.');
    await user.click(await dialogButton('Apply to the selection?', 'Delete selected'));
    expect(await screen.findByText('2 records done.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(requestsMade(api)).toContain(
        'POST /trash/batches/5f0c6b1e-8d7e-4f34-9a53-1d0b2a7c9e11/restore',
      ),
    );
  });

  it('selects every user matching the filter, past the page', async () => {
    const user = userEvent.setup({ delay: null });
    const all = Array.from({ length: 12 }, (_, index) => person(index + 1));
    const { api } = renderAsAdmin('/dashboard/manage-users?role=user', {
      routes: {
        'GET /users': (call) =>
          call.params?.limit === 100 ? onePage(all, 12) : onePage(all.slice(0, 10), 12),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(
      within(bar()).getByRole('button', { name: 'Select all 12 matching the filter' }),
    );
    expect(await within(bar()).findByText('12 selected')).toBeInTheDocument();
    const fetchAll = api.calls.find((call) => call.params?.limit === 100);
    expect(fetchAll?.params).toMatchObject({ role: 'user', page: 1 });
  });

  it('keeps the role, search and page in the URL, and opens from it', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAsAdmin('/dashboard/manage-users?role=admin&page=2', {
      routes: { 'GET /users': onePage([person(1, { role: 'admin' })], 11) },
    });
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByLabelText('Filter by role')).toHaveValue('admin');
    expect(api.calls.find((call) => call.url === '/users')?.params).toMatchObject({
      role: 'admin',
      page: 2,
    });
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'user');
    expect(currentQuery()).toHaveTextContent(/^\?role=user$/);
  });

  it('opens a view naming a role that no longer exists with a note, showing every role', async () => {
    const { api } = renderAsAdmin('/dashboard/manage-users?role=supplier', {
      routes: { 'GET /users': onePage([person(1)]) },
    });
    expect(await screen.findByRole('note', { name: 'About this view' })).toHaveTextContent(
      'This view asks for role "supplier", which no longer exists; showing every role instead.',
    );
    await screen.findByRole('list', { name: 'Users' });
    expect(api.calls.find((call) => call.url === '/users')?.params).not.toHaveProperty('role');
  });
});
