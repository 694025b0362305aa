import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashEntry } from '@threadline/contracts';
import { dialogButton } from '../../testing/dialogs';
import { renderAsAdmin, type AdminPageOptions } from '../../testing/render-as-admin';
import { requestsMade } from '../../testing/requests-made';

const denim: TrashEntry = {
  id: 'a'.repeat(24),
  kind: 'category',
  recordId: 'b'.repeat(24),
  label: 'Denim (denim)',
  deletedBy: { id: 'c'.repeat(24), email: 'admin@threadline.test' },
  deletedAt: '2026-12-01T10:00:00.000Z',
  purgeAfter: '2026-12-31T10:00:00.000Z',
};

const renderTrash = (route: string, routes: AdminPageOptions['routes']) =>
  renderAsAdmin(route, { routes });

describe('Trash page', () => {
  it('lists deleted records with their type, who deleted them and when', async () => {
    renderTrash('/dashboard/trash', { 'GET /trash': { data: [denim] } });

    const row = (await screen.findByRole('rowheader', { name: 'Denim (denim)' })).closest('tr')!;
    expect(within(row).getByText('Categories')).toBeInTheDocument();
    expect(within(row).getByText('admin@threadline.test')).toBeInTheDocument();
    expect(within(row).getByText('1 Dec 2026, 10:00')).toBeInTheDocument();
  });

  it('restores a record with one press', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderTrash('/dashboard/trash', {
      'GET /trash': { data: [denim] },
      [`POST /trash/${denim.id}/restore`]: { data: denim },
    });

    await user.click(await screen.findByRole('button', { name: 'Restore Denim (denim)' }));

    await waitFor(() => expect(requestsMade(api)).toContain(`POST /trash/${denim.id}/restore`));
    expect(await screen.findByRole('heading', { name: 'Restored' })).toBeInTheDocument();
  });

  it('deletes a record for good only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderTrash('/dashboard/trash', {
      'GET /trash': { data: [denim] },
      [`DELETE /trash/${denim.id}`]: { data: { message: 'Deleted for good' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Denim (denim) for good' }));
    expect(requestsMade(api)).not.toContain(`DELETE /trash/${denim.id}`);
    await user.click(await dialogButton('Delete for good?', 'Yes, delete'));

    await waitFor(() => expect(requestsMade(api)).toContain(`DELETE /trash/${denim.id}`));
  });

  it('asks for one type through the URL, and notes a type that no longer exists', async () => {
    const { api } = renderTrash('/dashboard/trash?kind=styles', { 'GET /trash': { data: [] } });

    expect(await screen.findByRole('note')).toHaveTextContent(
      'There is no “styles” in the trash any more: showing everything.',
    );
    expect(await screen.findByRole('heading', { name: 'The trash is empty' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(api.calls.at(-1)?.params).toEqual({});
  });
});
