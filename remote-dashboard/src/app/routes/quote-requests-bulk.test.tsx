import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuoteRequest } from '@threadline/contracts';
import { dialogButton } from '../../testing/dialogs';
import { currentQuery } from '../../testing/render';
import { renderAsAdmin } from '../../testing/render-as-admin';

const quote = (n: number, overrides: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest => ({
  _id: `6650000000000000000001${String(n).padStart(2, '0')}`,
  reference: `Q-2026-000${n}`,
  name: `Buyer ${n}`,
  email: `buyer${n}@brand.example`,
  categoryKey: 'shirts',
  kind: 'bulk',
  quantity: 500,
  deadline: '2027-02-01',
  details: 'Poplin shirts in three colours.',
  attachments: [],
  status: 'new',
  history: [{ status: 'new', at: '2026-11-20T10:00:00.000Z' }],
  notes: [],
  lines: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const listOf = (quotes: AdminQuoteRequest[]) => ({
  data: quotes,
  headers: { 'x-total-count': String(quotes.length) },
});
const summary = { data: { new: 3, reviewing: 0, quoted: 0, won: 0, lost: 0, total: 3 } };

describe('Quote Requests: bulk moves and the URL', () => {
  it('moves the selected requests to a status, and reports a refused move with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    const [one, two, three] = [quote(1), quote(2), quote(3, { status: 'won' })];
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([one, two, three]),
        'GET /quotes/summary': summary,
        'POST /quotes/bulk': {
          data: {
            batchId: 'b-1',
            results: [
              { id: one._id, outcome: 'done' },
              { id: two._id, outcome: 'done' },
              { id: three._id, outcome: 'refused', message: 'A won request cannot move back' },
            ],
          },
        },
      },
    });
    const bar = await screen.findByRole('region', { name: 'Bulk actions on quote requests' });
    for (const n of [1, 2, 3])
      await user.click(
        screen.getByRole('checkbox', { name: `Select Q-2026-000${n} (Buyer ${n})` }),
      );
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByLabelText('Move selected to'), 'reviewing');
    await user.click(within(bar).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply to the selection?' }),
    ).toHaveTextContent('Move 3 quote requests to Reviewing.');
    await user.click(await dialogButton('Apply to the selection?', 'Move'));

    const report = await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(report).toHaveTextContent('2 records done, 1 refused.');
    expect(report).toHaveTextContent(
      'Q-2026-0003 (Buyer 3): refused (A won request cannot move back)',
    );
    expect(api.calls.find((call) => call.url === '/quotes/bulk')?.body).toEqual({
      status: 'reviewing',
      ids: [one._id, two._id, three._id],
    });
  });

  it('opens a tab and order from the URL, and a status that no longer exists with a note', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAsAdmin('/dashboard/quote-requests?status=on_hold&order=newest', {
      routes: { 'GET /quotes': listOf([quote(1)]), 'GET /quotes/summary': summary },
    });
    expect(await screen.findByRole('note', { name: 'About this view' })).toHaveTextContent(
      'This view asks for status "on_hold", which no longer exists; showing every status instead.',
    );
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.calls.find((call) => call.url === '/quotes')?.params).toMatchObject({
      sort: 'createdAt',
    });
    await user.click(screen.getByRole('tab', { name: 'New (3)' }));
    expect(currentQuery()).toHaveTextContent('?status=new&order=newest');
  });
});
