import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '@threadline/contracts';
import { dialogButton } from '../../testing/dialogs';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { requestsMade } from '../../testing/requests-made';

const message = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: `6650000000000000000002${String(n).padStart(2, '0')}`,
  name: `Sender ${n}`,
  email: `sender${n}@brand.co`,
  message: `We need ${n * 100} shirts for spring.`,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});
const inbox = (messages: ContactMessage[]) => ({ data: messages });
const bar = () => screen.getByRole('region', { name: 'Bulk actions on contact messages' });

describe('Contact Messages: bulk actions', () => {
  it('marks the selected messages read, counted before and reported after', async () => {
    const user = userEvent.setup({ delay: null });
    const [one, two] = [message(1), message(2, { read: true })];
    const { api } = renderAsAdmin('/dashboard/showContact', {
      routes: {
        'GET /contacts': inbox([one, two]),
        'POST /contacts/bulk': {
          data: {
            batchId: 'b-1',
            results: [
              { id: one._id, outcome: 'done' },
              { id: two._id, outcome: 'unchanged' },
            ],
          },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Mark selected read' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply to the selection?' }),
    ).toHaveTextContent('Mark 2 messages read.');
    await user.click(await dialogButton('Apply to the selection?', 'Mark selected read'));
    const report = await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(report).toHaveTextContent('Sender 1 (sender1@brand.co): done');
    expect(report).toHaveTextContent('Sender 2 (sender2@brand.co): unchanged, nothing to do');
    expect(api.calls.find((call) => call.url === '/contacts/bulk')?.body).toEqual({
      action: 'mark_read',
      ids: [one._id, two._id],
    });
  });

  it('deletes the selected messages and brings them back with Undo', async () => {
    const user = userEvent.setup({ delay: null });
    const [one, two] = [message(1), message(2)];
    let deleted = false;
    const batchId = '0b7d4f8e-2c6a-4a1b-9f3e-5d8c7b6a5e41';
    const { api } = renderAsAdmin('/dashboard/showContact', {
      routes: {
        'GET /contacts': () => inbox(deleted ? [] : [one, two]),
        'POST /contacts/bulk': () => {
          deleted = true;
          return {
            data: {
              batchId,
              results: [
                { id: one._id, outcome: 'done', trashId: '6650000000000000000002aa' },
                { id: two._id, outcome: 'done', trashId: '6650000000000000000002ab' },
              ],
            },
          };
        },
        [`POST /trash/batches/${batchId}/restore`]: () => {
          deleted = false;
          return { data: { results: [] } };
        },
      },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Sender 1 (sender1@brand.co)' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Sender 2 (sender2@brand.co)' }));
    await user.click(within(bar()).getByRole('button', { name: 'Delete selected' }));
    await user.click(await dialogButton('Apply to the selection?', 'Delete selected'));
    expect(await screen.findByText('No contact messages yet')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('button', { name: /^Sender 1/, hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsMade(api)).toContain(`POST /trash/batches/${batchId}/restore`),
    );
  });
});
