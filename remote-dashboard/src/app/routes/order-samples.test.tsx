import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderActor, SampleRound } from '@threadline/contracts';
import { dialogButton, waitForDialogsToClose } from '../../testing/dialogs';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

const photo = (name: string) => new Blob([`bytes of ${name}`], { type: 'image/jpeg' });
const thread = {
  'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } },
  'GET /orders/order-1/files/aaaa': { data: photo('pp-front.jpg') },
};
const adminActor: OrderActor = {
  name: 'Ada Admin',
  email: 'admin@threadline.example',
  role: 'admin',
  at: '2026-12-20T09:00:00.000Z',
};
const round1: SampleRound = {
  milestone: 'pre_production_sample',
  label: 'Pre-production sample',
  round: 1,
  measurements: 'Chest 52 cm, length 74 cm',
  note: 'Blue poplin, size M',
  files: [
    {
      id: 'a'.repeat(24),
      fileName: 'pp-front.jpg',
      contentType: 'image/jpeg',
      size: 40_960,
      path: '/orders/order-1/files/aaaa',
    },
  ],
  postedBy: adminActor,
  status: 'waiting',
};
const atPreProduction = (extra: Parameters<typeof buildOrder>[0] = {}) =>
  buildOrder({
    actual: { fabric_approval: '2026-12-04', development_sample: '2026-12-18' },
    today: '2026-12-20',
    ...extra,
  });

describe('Sample rounds on the order page', () => {
  it('tells the buyer what waits on them and lets them request changes with a comment', async () => {
    const waiting = atPreProduction({
      samples: [round1],
      waitingOn: [
        {
          kind: 'sample_decision',
          milestone: 'pre_production_sample',
          round: 1,
          label: 'Approve the pre-production sample',
        },
      ],
    });
    const decided = atPreProduction({
      samples: [
        {
          ...round1,
          status: 'changes_requested',
          decision: {
            decision: 'changes_requested',
            comment: 'Shorten the sleeves by 1 cm',
            files: [],
            by: {
              name: 'Ana Brand',
              email: 'ana@brand.co',
              role: 'buyer',
              at: '2026-12-21T10:00:00Z',
            },
          },
        },
      ],
    });
    const { api } = renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        ...thread,
        'GET /orders/order-1': (_call, nth) => ({ data: nth === 1 ? waiting : decided }),
        'POST /orders/order-1/samples/pre_production_sample/rounds/1/decision': { data: decided },
      },
    });
    const user = userEvent.setup();
    const waitingOnYou = await screen.findByRole('region', { name: 'Waiting on you' });
    expect(waitingOnYou).toHaveTextContent('Approve the pre-production sample');
    const round = screen.getByRole('article', { name: 'Pre-production sample, round 1' });
    expect(round).toHaveTextContent('posted by Ada Admin on 20 Dec 2026');
    expect(round).toHaveTextContent('Measurements: Chest 52 cm, length 74 cm');
    // A photo is a thumbnail, not a download button.
    expect(
      within(round).getByRole('button', { name: 'Open photo 1 of 1: pp-front.jpg' }),
    ).toBeVisible();
    expect(within(round).queryByRole('button', { name: 'Download pp-front.jpg' })).toBeNull();
    expect(round).toHaveTextContent('Waiting for your decision');

    await user.click(within(round).getByRole('button', { name: 'Request changes' }));
    expect(within(round).getByRole('alert')).toHaveTextContent('Say what should change');
    await user.type(
      within(round).getByLabelText('Comment (required to request changes)'),
      'Shorten the sleeves by 1 cm',
    );
    await user.click(within(round).getByRole('button', { name: 'Request changes' }));
    await waitFor(() =>
      expect(
        screen.getByRole('article', { name: 'Pre-production sample, round 1' }),
      ).toHaveTextContent(
        'Changes requested by Ana Brand on 21 Dec 2026“Shorten the sleeves by 1 cm”',
      ),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/orders/order-1/samples/pre_production_sample/rounds/1/decision',
        body: { decision: 'changes_requested', comment: 'Shorten the sleeves by 1 cm' },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Approve round 1' })).not.toBeInTheDocument();
  });

  it('lets the buyer approve the latest round without a comment, and shows who approved it', async () => {
    const round2: SampleRound = { ...round1, round: 2 };
    const waiting = atPreProduction({ samples: [round2] });
    const approved = atPreProduction({
      actual: {
        fabric_approval: '2026-12-04',
        development_sample: '2026-12-18',
        pre_production_sample: '2026-12-20',
      },
      samples: [
        {
          ...round2,
          status: 'approved',
          decision: {
            decision: 'approved',
            files: [],
            by: {
              name: 'Ana Brand',
              email: 'ana@brand.co',
              role: 'buyer',
              at: '2026-12-20T10:00:00Z',
            },
          },
        },
      ],
    });
    const { api } = renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        ...thread,
        'GET /orders/order-1': (_call, nth) => ({ data: nth === 1 ? waiting : approved }),
        'POST /orders/order-1/samples/pre_production_sample/rounds/2/decision': { data: approved },
      },
    });
    const user = userEvent.setup();
    const round = await screen.findByRole('article', { name: 'Pre-production sample, round 2' });
    await user.click(within(round).getByRole('button', { name: 'Approve round 2' }));
    // One tap releases bulk production: it asks first, and says so.
    const confirm = await screen.findByRole('dialog', { name: 'Approve round 2?' });
    expect(confirm).toHaveTextContent(
      'Approving round 2 completes the pre-production sample and releases bulk production',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(await dialogButton('Approve round 2?', 'Yes, approve'));
    await waitFor(() =>
      expect(
        screen.getByRole('article', { name: 'Pre-production sample, round 2' }),
      ).toHaveTextContent('Approved by Ana Brand on 20 Dec 2026'),
    );
    expect(screen.getByRole('row', { name: /^Pre-production sample/ })).toHaveTextContent(
      'Done 20 Dec 2026',
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        url: '/orders/order-1/samples/pre_production_sample/rounds/2/decision',
        body: { decision: 'approved' },
      }),
    );
  });

  it('offers Undo for a short time after an approval, and takes it back when pressed', async () => {
    const round2: SampleRound = { ...round1, round: 2 };
    const waiting = atPreProduction({ samples: [round2] });
    const approved = atPreProduction({
      actual: {
        fabric_approval: '2026-12-04',
        development_sample: '2026-12-18',
        pre_production_sample: '2026-12-20',
      },
      samples: [
        {
          ...round2,
          status: 'approved',
          decision: {
            decision: 'approved',
            files: [],
            by: {
              name: 'Ana Brand',
              email: 'ana@brand.co',
              role: 'buyer',
              at: '2026-12-20T10:00:00Z',
            },
          },
        },
      ],
    });
    // The server's order: approved by the POST, waiting again after the DELETE.
    let stored = waiting;
    const { api } = renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        ...thread,
        'GET /orders/order-1': () => ({ data: stored }),
        'POST /orders/order-1/samples/pre_production_sample/rounds/2/decision': () => {
          stored = approved;
          return { data: approved };
        },
        'DELETE /orders/order-1/samples/pre_production_sample/rounds/2/decision': () => {
          stored = waiting;
          return { data: waiting };
        },
      },
    });
    const user = userEvent.setup();
    const round = await screen.findByRole('article', { name: 'Pre-production sample, round 2' });
    await user.click(within(round).getByRole('button', { name: 'Approve round 2' }));
    await user.click(await dialogButton('Approve round 2?', 'Yes, approve'));
    expect(await screen.findByText('Round 2 approved')).toBeInTheDocument();
    expect(
      screen.getByText('Bulk production is released. Undo if you tapped by mistake.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Your approval of round 2 was taken back')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('article', { name: 'Pre-production sample, round 2', hidden: true }),
        ).getByRole('button', { name: 'Approve round 2', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        url: '/orders/order-1/samples/pre_production_sample/rounds/2/decision',
      }),
    );
  });

  it('approves nothing when the buyer cancels the confirmation', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        ...thread,
        'GET /orders/order-1': { data: atPreProduction({ samples: [round1] }) },
      },
    });
    const user = userEvent.setup();
    const round = await screen.findByRole('article', { name: 'Pre-production sample, round 1' });
    await user.click(within(round).getByRole('button', { name: 'Approve round 1' }));
    await user.click(await dialogButton('Approve round 1?', 'Cancel'));
    await waitForDialogsToClose();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(within(round).getByRole('button', { name: 'Approve round 1' })).toBeEnabled();
  });

  it("shows a round's photos as thumbnails that open a lightbox, by keyboard too", async () => {
    const files = [
      round1.files[0],
      {
        ...round1.files[0],
        id: 'c'.repeat(24),
        fileName: 'pp-back.jpg',
        path: '/orders/order-1/files/cccc',
      },
      {
        ...round1.files[0],
        id: 'd'.repeat(24),
        fileName: 'spec.pdf',
        contentType: 'application/pdf',
        path: '/orders/order-1/files/dddd',
      },
    ];
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        ...thread,
        'GET /orders/order-1/files/cccc': { data: photo('pp-back.jpg') },
        'GET /orders/order-1': { data: atPreProduction({ samples: [{ ...round1, files }] }) },
      },
    });
    const user = userEvent.setup();
    const round = await screen.findByRole('article', { name: 'Pre-production sample, round 1' });
    const photos = within(round).getByRole('list', {
      name: 'Photos of Pre-production sample, round 1',
    });
    const first = within(photos).getByRole('button', { name: 'Open photo 1 of 2: pp-front.jpg' });
    // The thumbnail is the picture itself, read through the API (it needs the bearer).
    await waitFor(() =>
      expect(first.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    // A PDF stays a download.
    expect(within(round).getByRole('button', { name: 'Download spec.pdf' })).toBeInTheDocument();

    await user.click(first);
    const lightbox = await screen.findByRole('dialog', { name: 'Pre-production sample, round 1' });
    expect(lightbox).toHaveTextContent('Photo 1 of 2: pp-front.jpg');
    expect(
      await within(lightbox).findByRole('img', { name: 'Pre-production sample, round 1, photo 1' }),
    ).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(lightbox).toHaveTextContent('Photo 2 of 2: pp-back.jpg');
    expect(
      await within(lightbox).findByRole('img', { name: 'Pre-production sample, round 1, photo 2' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Pre-production sample, round 1' })).toBeNull();
    // Focus returns to the thumbnail of the photo last shown.
    expect(
      within(photos).getByRole('button', { name: 'Open photo 2 of 2: pp-back.jpg' }),
    ).toHaveFocus();
  });

  it('lets the admin post the next round once the buyer has decided, and never the buyer', async () => {
    const changes: SampleRound = {
      ...round1,
      status: 'changes_requested',
      decision: {
        decision: 'changes_requested',
        comment: 'Shorter sleeves',
        files: [],
        by: { name: 'Ana Brand', email: 'ana@brand.co', role: 'buyer', at: '2026-12-21T10:00:00Z' },
      },
    };
    const before = atPreProduction({ samples: [changes] });
    const after = atPreProduction({
      samples: [changes, { ...round1, round: 2, measurements: 'Sleeve 61 cm', files: [] }],
    });
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        ...thread,
        'GET /orders/order-1': (_call, nth) => ({ data: nth === 1 ? before : after }),
        'POST /orders/order-1/samples/pre_production_sample/rounds': { data: after },
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', {
      name: 'Post round 2 of the pre-production sample',
    });
    await user.click(within(form).getByRole('button', { name: 'Post round 2' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Add photos, a PDF or measurements to the round',
    );
    await user.type(within(form).getByLabelText('Measurements'), 'Sleeve 61 cm');
    await user.click(within(form).getByRole('button', { name: 'Post round 2' }));
    expect(
      await screen.findByRole('article', { name: 'Pre-production sample, round 2' }),
    ).toHaveTextContent('Waiting for the buyer’s decision');
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { measurements: 'Sleeve 61 cm' } }),
    );
    // A round is waiting: no third one until the buyer decides.
    expect(screen.queryByRole('form', { name: /Post round 3/ })).not.toBeInTheDocument();
  });

  it('shows the buyer the shipment: mode, Incoterm, carrier, tracking, ETD, ETA and its papers', async () => {
    renderDashboard({
      route: '/dashboard/orders/order-1',
      routes: {
        ...thread,
        'GET /orders/order-1': {
          data: atPreProduction({
            shipment: {
              mode: 'air',
              incoterm: 'CIF',
              carrier: 'Maersk Air',
              trackingNumber: 'MA-778812',
              etd: '2027-03-25',
              eta: '2027-03-31',
              documents: [
                {
                  kind: 'packing_list',
                  label: 'Packing list',
                  file: {
                    id: 'b'.repeat(24),
                    fileName: 'packing-list.pdf',
                    contentType: 'application/pdf',
                    size: 2048,
                    path: '/orders/order-1/files/bbbb',
                  },
                },
              ],
              by: adminActor,
            },
          }),
        },
      },
    });
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment).toHaveTextContent(
      'ModeAirIncotermCIFCarrierMaersk AirTracking numberMA-778812ETD25 Mar 2027ETA31 Mar 2027',
    );
    expect(shipment).toHaveTextContent('Packing list');
    expect(
      within(shipment).getByRole('button', { name: 'Download packing-list.pdf' }),
    ).toBeVisible();
    expect(
      within(shipment).queryByRole('form', { name: 'Set the shipment' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByRole('button', {
        name: 'Download packing-list.pdf',
      }),
    ).toBeVisible();
  });

  it('lets an admin set the shipment, checking the dates before sending', async () => {
    const order = atPreProduction();
    const { api } = renderAsAdmin('/dashboard/orders/order-1', {
      routes: {
        ...thread,
        'GET /orders/order-1': { data: order },
        'PUT /orders/order-1/shipment': { data: order },
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Set the shipment' });
    await user.type(within(form).getByLabelText('Carrier'), 'Maersk');
    await user.type(within(form).getByLabelText('Tracking number'), 'MSK-1');
    await user.type(within(form).getByLabelText('ETD'), '2027-03-25');
    await user.type(within(form).getByLabelText('ETA'), '2027-03-20');
    await user.click(within(form).getByRole('button', { name: 'Save the shipment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter the ETA as YYYY-MM-DD, on or after the ETD',
    );
    await user.clear(within(form).getByLabelText('ETA'));
    await user.type(within(form).getByLabelText('ETA'), '2027-04-20');
    await user.click(within(form).getByRole('button', { name: 'Save the shipment' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/orders/order-1/shipment',
          body: {
            mode: 'sea',
            incoterm: 'FOB',
            carrier: 'Maersk',
            trackingNumber: 'MSK-1',
            etd: '2027-03-25',
            eta: '2027-04-20',
          },
        }),
      ),
    );
  });
});
