import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@threadline/contracts';
import { OfferMessages, orderPaymentsOf } from '@threadline/contracts/offers';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

const thread = { 'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } } };
const base = buildOrder({ paymentTerm: 'TT' });
const plan = base.progress.milestones;
const withPayments = (received: NonNullable<Order['payments']>['received']): Order => ({
  ...base,
  lines: [
    {
      line: 1,
      type: 'quick',
      label: 'Poplin shirts',
      colourways: ['Any colour'],
      sizes: ['All sizes'],
      quantities: [[500]],
      quantity: 500,
      unitPriceMinor: 720,
      totalMinor: 360_000,
    },
  ],
  totalMinor: 360_000,
  payments: orderPaymentsOf(360_000, 'TT', base.startDate, plan, received),
});

describe('the payment schedule on the order page', () => {
  it('shows the buyer the amounts due with their dates, and no form to record one', async () => {
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: { ...thread, 'GET /orders/order-1': { data: withPayments([]) } },
    });
    const due = await screen.findByRole('table', { name: 'Amounts due' });
    expect(within(due).getByRole('row', { name: /30 % deposit/ })).toHaveTextContent('$1,080.00');
    expect(within(due).getByRole('row', { name: /70 % against the B\/L/ })).toHaveTextContent(
      '$2,520.00',
    );
    expect(screen.getByText(/Bulk production starts once the deposit is received/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
  });

  it('lets an admin record a payment, refusing a bad amount in contracts’ words', async () => {
    let stored = withPayments([]);
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        ...thread,
        'GET /orders/order-1': () => ({ data: stored }),
        'POST /orders/order-1/payments': (call) => {
          const body = call.body as { amountMinor: number; date: string; reference: string };
          stored = withPayments([{ ...body, recordedAt: '2026-12-02T10:00:00.000Z' }]);
          return { data: stored };
        },
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Record a payment' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText('Amount (USD)'), '0');
    await user.type(within(form).getByLabelText('Reference'), 'HSBC 4471');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(OfferMessages.paymentAmountInvalid);
    await user.clear(within(form).getByLabelText('Amount (USD)'));
    await user.type(within(form).getByLabelText('Amount (USD)'), '1080.00');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Payments received' })).toHaveTextContent(
        '$1,080.00, HSBC 4471',
      ),
    );
    expect(
      api.calls.find((call) => call.method === 'POST' && call.url.endsWith('/payments'))?.body,
    ).toMatchObject({ amountMinor: 108_000, reference: 'HSBC 4471' });
    expect(screen.queryByText(/Bulk production starts once/)).not.toBeInTheDocument();
  });
});
