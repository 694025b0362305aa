import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inspection, OrderActor } from '@threadline/contracts';
import { inspectionPlanOf } from '@threadline/contracts/orders';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

const thread = { 'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } } };
const adminActor: OrderActor = {
  name: 'Ada Admin',
  email: 'admin@threadline.example',
  role: 'admin',
  at: '2026-12-20T09:00:00.000Z',
};
const atPreProduction = (extra: Parameters<typeof buildOrder>[0] = {}) =>
  buildOrder({
    actual: { fabric_approval: '2026-12-04', development_sample: '2026-12-18' },
    today: '2026-12-20',
    ...extra,
  });
const failed: Inspection = {
  _id: 'insp-1',
  plan: inspectionPlanOf({ lotSize: 3200 }),
  reasons: [
    'Critical: 0 found, AQL 0 accepts up to 0 (125 pcs)',
    'Major: 9 found, AQL 2.5 rejects at 8 (125 pcs)',
    'Minor: 6 found, AQL 4.0 accepts up to 10 (125 pcs)',
  ],
  sampleSize: 125,
  defects: { critical: 0, major: 9, minor: 6 },
  result: 'fail',
  inspectedOn: '2026-12-20',
  files: [],
  by: adminActor,
};
const onHold = atPreProduction({
  status: 'on_hold',
  inspections: [failed],
  hold: {
    since: '2026-12-20',
    reason:
      'The final inspection on 2026-12-20 failed: the order is on hold until a re-inspection passes',
    inspectionId: 'insp-1',
  },
});

describe('Inspections on the order page', () => {
  it('shows the buyer a failed inspection with its sampling plan, the reasons and the hold', async () => {
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: { ...thread, 'GET /orders/order-1': { data: onHold } },
    });
    expect(await screen.findByText(/^On hold:/)).toHaveTextContent(
      'On hold: The final inspection on 2026-12-20 failed: the order is on hold until a re-inspection passes',
    );
    const report = screen.getByRole('article', { name: 'Inspection on 20 Dec 2026' });
    expect(report).toHaveTextContent('Failed on 20 Dec 2026');
    expect(report).toHaveTextContent('Lot of 3200 pcs at General II: code K, 125 pcs to inspect');
    const major = within(report).getByRole('row', { name: /^Major/ });
    expect(
      within(major)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.5', '125 pcs (code K)', '7', '8', '9']);
    expect(report).toHaveTextContent('Major: 9 found, AQL 2.5 rejects at 8 (125 pcs)');
    expect(
      within(report).getByRole('button', { name: 'Download the inspection report (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record an inspection' })).not.toBeInTheDocument();
  });

  it('still shows a report recorded before the sampling plan', async () => {
    const legacy: Inspection = {
      _id: 'insp-0',
      aqlLevel: '2.5',
      sampleSize: 125,
      defects: { critical: 1, major: 4, minor: 6 },
      result: 'fail',
      inspectedOn: '2026-12-20',
      files: [],
      by: adminActor,
    };
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: { ...thread, 'GET /orders/order-1': { data: { ...onHold, inspections: [legacy] } } },
    });
    expect(
      await screen.findByRole('article', { name: 'Inspection on 20 Dec 2026' }),
    ).toHaveTextContent('AQL 2.5 · sample of 125 pcs · defects: 1 critical, 4 major, 6 minor');
  });

  it('computes the sampling plan live as the admin types, and sends the lot, level, AQLs and defects', async () => {
    const order = atPreProduction();
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        ...thread,
        'GET /orders/order-1': (_call, nth) => ({ data: nth === 1 ? order : onHold }),
        'POST /orders/order-1/inspections': { data: onHold },
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Record an inspection' });
    const plan = within(form).getByRole('region', { name: 'Sampling plan' });
    // The lot starts at the order's quantity: 500 pcs at General II is H, 50 pieces.
    expect(within(form).getByLabelText('Lot size (pieces)')).toHaveValue(500);
    expect(plan).toHaveTextContent('Lot of 500 pcs at General II: code H, 50 pcs to inspect');

    await user.clear(within(form).getByLabelText('Lot size (pieces)'));
    expect(plan).toHaveTextContent('Enter the lot size to see the sampling plan.');
    await user.type(within(form).getByLabelText('Lot size (pieces)'), '3200');
    expect(plan).toHaveTextContent('Lot of 3200 pcs at General II: code K, 125 pcs to inspect');
    const majorRow = () => within(plan).getByRole('row', { name: /^Major/ });
    expect(within(majorRow()).getAllByRole('cell')[2]).toHaveTextContent('7');

    await user.selectOptions(within(form).getByLabelText('Inspection level'), 'III');
    expect(plan).toHaveTextContent('code L, 200 pcs to inspect');
    expect(within(majorRow()).getAllByRole('cell')[2]).toHaveTextContent('10');
    await user.selectOptions(within(form).getByLabelText('Inspection level'), 'II');

    await user.clear(within(form).getByLabelText('Major defects'));
    await user.type(within(form).getByLabelText('Major defects'), '8');
    expect(form).toHaveTextContent(
      'Result if recorded: Failed. Major: 8 found, AQL 2.5 rejects at 8 (125 pcs)',
    );
    await user.clear(within(form).getByLabelText('Inspected on'));
    await user.type(within(form).getByLabelText('Inspected on'), '2026-11-24');
    await user.click(within(form).getByRole('button', { name: 'Record inspection' }));
    expect(await screen.findByText(/^On hold:/)).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/orders/order-1/inspections',
        body: {
          lotSize: 3200,
          level: 'II',
          aqls: { critical: '0', major: '2.5', minor: '4.0' },
          defects: { critical: 0, major: 8, minor: 0 },
          inspectedOn: '2026-11-24',
        },
      }),
    );
  });

  it('refuses a lot that is not a number of pieces before sending anything', async () => {
    const order = atPreProduction();
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: { ...thread, 'GET /orders/order-1': { data: order } },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Record an inspection' });
    await user.clear(within(form).getByLabelText('Lot size (pieces)'));
    await user.type(within(form).getByLabelText('Lot size (pieces)'), '1');
    await user.click(within(form).getByRole('button', { name: 'Record inspection' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter the lot size: a whole number of pieces from 2 to 10,000,000',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
