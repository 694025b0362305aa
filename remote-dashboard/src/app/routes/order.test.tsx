import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

const thread = { data: { quoteId: 'quote-1', messages: [] } };

describe('The order page', () => {
  it('shows the buyer the plan: planned and forecast dates, what is late, the delivery date and why it moved', async () => {
    const order = buildOrder({
      actual: { fabric_approval: '2026-12-09' },
      today: '2026-12-20',
    });
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: { 'GET /orders/order-1': { data: order }, 'GET /quotes/quote-1/thread': thread },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order O-2026-0001' }),
    ).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Forecast delivery: 4 May 2027 (needed by 30 Apr 2027)');
    expect(delivery).toHaveTextContent(
      'The delivery date moved 5 days later. Why: Fabric and lab-dip approval was completed on 2026-12-09, 5 days after plan.',
    );
    const table = screen.getByRole('table', { name: 'Time-and-action plan of O-2026-0001' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Fabric and lab-dip approval4 Dec 2026Done 9 Dec 2026 (5 days later than planned)Done',
      'Development (fit) sample18 Dec 2026Expected 23 Dec 2026 (5 days later than planned)Late',
      'Pre-production sample2 Jan 2027Expected 7 Jan 2027 (5 days later than planned)Waiting',
      'Bulk production18 Mar 2027Expected 23 Mar 2027 (5 days later than planned)Waiting',
      'Final inspection21 Mar 2027Expected 26 Mar 2027 (5 days later than planned)Waiting',
      'Shipment25 Mar 2027Expected 30 Mar 2027 (5 days later than planned)Waiting',
      'Delivered29 Apr 2027Expected 4 May 2027 (5 days later than planned)At risk',
    ]);
    expect(screen.queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Waiting on you' })).toHaveTextContent(
      'Nothing is waiting on you right now.',
    );
  });

  it('gives the buyer the calendar feed, the quote it came from and the quote’s conversation', async () => {
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        'GET /orders/order-1': { data: buildOrder() },
        'GET /quotes/quote-1/thread': thread,
      },
    });
    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(
      within(calendar).getByRole('link', { name: 'Download the calendar of O-2026-0001' }),
    ).toHaveAttribute('href', 'http://api.test/orders/order-1/calendar.ics?token=secret-token');
    expect(within(calendar).getByLabelText('Calendar subscription address')).toHaveValue(
      'http://api.test/orders/order-1/calendar.ics?token=secret-token',
    );
    expect(screen.getByRole('link', { name: 'Q-2026-0042' })).toHaveAttribute(
      'href',
      '/dashboard/quotes/quote-1',
    );
    expect(screen.getByRole('region', { name: 'Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All my orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
  });

  it('tells a member that an order which is not theirs is not found', async () => {
    renderDashboard({
      route: '/dashboard/orders/order-9',
      routes: {
        'GET /orders/order-9': {
          status: 404,
          data: { statusCode: 404, message: 'Order not found', error: 'Not Found' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });

  it('lets an admin record the current milestone’s actual date and shows the moved plan', async () => {
    const before = buildOrder({ today: '2026-12-09' });
    const after = buildOrder({ actual: { fabric_approval: '2026-12-09' }, today: '2026-12-09' });
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        // The page reads the order again after the change: the API then serves the new plan.
        'GET /orders/order-1': (_call, nth) => ({ data: nth === 1 ? before : after }),
        'PATCH /orders/order-1/milestones/fabric_approval': { data: after },
        'GET /quotes/quote-1/thread': thread,
      },
    });
    const user = userEvent.setup();
    const day = await screen.findByLabelText('Actual date of Fabric and lab-dip approval');
    // Only the current stage takes a date: actual dates go in order.
    const plan = screen.getByRole('table', { name: 'Time-and-action plan of O-2026-0001' });
    expect(
      within(plan)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Record Fabric and lab-dip approval']);
    await user.clear(day);
    await user.type(day, '2026-12-09');
    await user.click(screen.getByRole('button', { name: 'Record Fabric and lab-dip approval' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
        'Why: Fabric and lab-dip approval was completed on 2026-12-09, 5 days after plan.',
      ),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: '/orders/order-1/milestones/fabric_approval',
        body: { actualDate: '2026-12-09' },
      }),
    );
    // The next stage is a sample: the buyer's approval records it, not a date.
    expect(
      within(screen.getByRole('row', { name: /^Development \(fit\) sample/ })).getByText(
        'Done when the buyer approves a round',
      ),
    ).toBeInTheDocument();
  });

  it('shows an admin the API’s refusal in its own words', async () => {
    renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        'GET /orders/order-1': { data: buildOrder() },
        'PATCH /orders/order-1/milestones/fabric_approval': {
          status: 400,
          data: {
            statusCode: 400,
            message: 'An actual date cannot be in the future',
            error: 'Bad Request',
          },
        },
        'GET /quotes/quote-1/thread': thread,
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Record Fabric and lab-dip approval' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An actual date cannot be in the future',
    );
  });

  it('shows the buyer the date the team now expects and why, and the delivery it moves', async () => {
    const reason = 'The mill ships the lab dips a week late';
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        'GET /orders/order-1': {
          data: buildOrder({
            expected: { fabric_approval: { date: '2026-12-14', reason } },
            today: '2026-12-01',
          }),
        },
        'GET /quotes/quote-1/thread': thread,
      },
    });
    const fabric = await screen.findByRole('row', { name: /^Fabric and lab-dip approval/ });
    expect(fabric).toHaveTextContent(
      `Expected 14 Dec 2026 (10 days later than planned)The team expects it on 14 Dec 2026: ${reason}`,
    );
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      `The delivery date moved 10 days later. Why: Fabric and lab-dip approval is now expected on 2026-12-14: ${reason}.`,
    );
    // Only the team records expected dates.
    expect(
      screen.queryByRole('form', { name: 'Expected date of a milestone' }),
    ).not.toBeInTheDocument();
  });

  it('lets an admin record when an open milestone is now expected, with a reason', async () => {
    const reason = 'The dye house is a week behind';
    const before = buildOrder({ today: '2026-12-01' });
    const after = buildOrder({
      expected: { development_sample: { date: '2026-12-25', reason } },
      today: '2026-12-01',
    });
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        'GET /orders/order-1': (_call, nth) => ({ data: nth === 1 ? before : after }),
        'PUT /orders/order-1/milestones/development_sample/expected': { data: after },
        'GET /quotes/quote-1/thread': thread,
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Expected date of a milestone' });
    await user.selectOptions(within(form).getByLabelText('Milestone'), 'Development (fit) sample');
    const day = within(form).getByLabelText('Now expected on');
    // It starts at the forecast of the milestone chosen.
    expect(day).toHaveValue('2026-12-18');
    await user.click(within(form).getByRole('button', { name: 'Save the expected date' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Say why the date moves');
    await user.clear(day);
    await user.type(day, '2026-12-25');
    await user.type(within(form).getByLabelText('Why (the buyer reads it)'), reason);
    await user.click(within(form).getByRole('button', { name: 'Save the expected date' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /^Development \(fit\) sample/ })).toHaveTextContent(
        `The team expects it on 25 Dec 2026: ${reason}`,
      ),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/orders/order-1/milestones/development_sample/expected',
        body: { expectedDate: '2026-12-25', reason },
      }),
    );
  });
});
