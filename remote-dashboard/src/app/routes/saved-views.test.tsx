import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedView } from '@threadline/contracts';
import { dialogButton } from '../../testing/dialogs';
import { currentPath, currentQuery } from '../../testing/render';
import { renderAsAdmin } from '../../testing/render-as-admin';

const view = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: '665000000000000000000301',
  list: 'audit',
  name: 'Ana’s deletes',
  query: 'actor=ana%40brand.co&action=user.deleted',
  shared: false,
  owner: { id: '665000000000000000000001', email: 'admin@threadline.example' },
  mine: true,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
const noEntries = { data: [], headers: { 'x-total-count': '0' } };
const sidebarViews = (list: string) =>
  screen.getByRole('list', { name: `Saved views: ${list}`, hidden: true });

describe('Saved views', () => {
  it('saves the Activity Log as filtered, under a name, shared with all admins', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAsAdmin('/dashboard/activity-log', {
      routes: {
        'GET /audit': noEntries,
        'POST /views': (call) => ({ data: view({ ...(call.body as object), id: 'new' }) }),
      },
    });
    await user.type(await screen.findByLabelText('Actor'), 'ana@brand.co');
    expect(currentQuery()).toHaveTextContent('?actor=ana%40brand.co');

    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.type(within(dialog).getByLabelText('Name'), '  Ana’s actions ');
    await user.click(within(dialog).getByLabelText('Share with all admins'));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

    await waitFor(() =>
      expect(
        api.calls.find((call) => call.url === '/views' && call.method === 'POST')?.body,
      ).toEqual({
        list: 'audit',
        query: 'actor=ana%40brand.co',
        name: 'Ana’s actions',
        shared: true,
      }),
    );
  });

  it('refuses a blank name in the dialog, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAsAdmin('/dashboard/activity-log', {
      routes: { 'GET /audit': noEntries },
    });
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    await user.click(await dialogButton('Save this view', 'Save view'));
    expect(await screen.findByText('Give the view a name')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lists a list’s views in the sidebar under it, and opens one with its filters', async () => {
    const user = userEvent.setup({ delay: null });
    const shared = view({
      id: '665000000000000000000302',
      name: 'Quotes in review',
      list: 'quotes',
      mine: false,
      shared: true,
      owner: { id: 'x', email: 'ben@threadline.example' },
    });
    const { api } = renderAsAdmin('/dashboard/manage-users', {
      routes: {
        'GET /users': { data: [], headers: { 'x-total-count': '0' } },
        'GET /views': { data: [view(), shared] },
        'GET /audit': noEntries,
      },
    });
    const audit = await waitFor(() => sidebarViews('Activity Log'));
    expect(
      within(sidebarViews('Quote Requests')).getByRole('link', { hidden: true }),
    ).toHaveTextContent('Quotes in review (shared by ben@threadline.example)');
    // Only the owner may change a view.
    expect(
      within(sidebarViews('Quote Requests')).queryByRole('button', { hidden: true }),
    ).not.toBeInTheDocument();

    await user.click(within(audit).getByRole('link', { name: 'Ana’s deletes', hidden: true }));
    expect(currentPath()).toHaveTextContent('/dashboard/activity-log');
    expect(currentQuery()).toHaveTextContent(
      '?actor=ana%40brand.co&action=user.deleted&view=665000000000000000000301',
    );
    expect(await screen.findByLabelText('Actor')).toHaveValue('ana@brand.co');
    expect(screen.getByLabelText('Action')).toHaveValue('user.deleted');
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === '/audit')?.params).toMatchObject({
        actor: 'ana@brand.co',
        action: 'user.deleted',
      }),
    );
  });

  it('renames and deletes the admin’s own view from the sidebar', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAsAdmin('/dashboard/activity-log', {
      routes: {
        'GET /audit': noEntries,
        'GET /views': { data: [view()] },
        'PATCH /views/665000000000000000000301': { data: view({ name: 'Deletes' }) },
        'DELETE /views/665000000000000000000301': { data: { message: 'Saved view deleted' } },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Rename Ana’s deletes', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename the view' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Deletes');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Deletes' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Ana’s deletes', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Delete this view?' })).toHaveTextContent(
      '"Ana’s deletes" leaves your saved views.',
    );
    await user.click(await dialogButton('Delete this view?', 'Delete'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('opens a view naming an action or a field that no longer exists with a note', async () => {
    const { api } = renderAsAdmin(
      '/dashboard/activity-log?action=user.archived&owner=ana&view=665000000000000000000301',
      { routes: { 'GET /audit': noEntries } },
    );
    const note = await screen.findByRole('note', { name: 'About this view' });
    expect(note).toHaveTextContent(
      'This view asks for action "user.archived", which no longer exists; showing every action instead.',
    );
    expect(note).toHaveTextContent(
      'This view filters by "owner", which this list no longer has; that filter is left out.',
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === '/audit')?.params).not.toHaveProperty('action'),
    );
  });
});
