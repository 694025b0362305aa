import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteMessages, type AdminQuoteRequest } from '@threadline/contracts';
import { dialogButton, waitForDialogsToClose } from '../../testing/dialogs';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';

const quote = (n: number, overrides: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest => ({
  _id: `quote-${n}`,
  reference: `Q-2026-000${n}`,
  name: `Buyer ${n}`,
  email: `buyer${n}@brand.example`,
  company: `Brand ${n}`,
  categoryKey: 'shirts',
  kind: 'bulk',
  quantity: 500,
  deadline: '2027-02-01',
  details: 'Poplin shirts in three colours.',
  lines: [
    {
      type: 'quick',
      categoryKey: 'shirts',
      description: 'Poplin shirts in three colours.',
      quantity: 500,
      attachments: [],
    },
  ],
  attachments: [
    { id: 'f'.repeat(24), fileName: 'tech-pack.pdf', contentType: 'application/pdf', size: 2048 },
  ],
  status: 'new',
  history: [{ status: 'new', at: '2026-11-20T10:00:00.000Z' }],
  notes: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const categories = {
  data: [{ key: 'shirts', title: 'Dress Shirts', image: '/images/shirts', icon: 'Shirt' }],
};

/** GET /quotes/<id> answers `before` until a PATCH answered `after`, as the API would. */
function oneQuote(before: AdminQuoteRequest, after: AdminQuoteRequest) {
  let patched = false;
  return {
    [`GET /quotes/${before._id}`]: () => ({ data: patched ? after : before }),
    [`PATCH /quotes/${before._id}`]: () => {
      patched = true;
      return { data: after };
    },
  } as const;
}

const summary = { new: 2, reviewing: 1, quoted: 0, won: 0, lost: 0, total: 3 };
const listOf = (quotes: AdminQuoteRequest[], total = quotes.length) => ({
  data: quotes,
  headers: { 'x-total-count': String(total) },
});

describe('Quote Requests (admin)', () => {
  it('shows status tabs with counts and the requests with the total', async () => {
    renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([quote(1), quote(2)], 2),
        'GET /quotes/summary': { data: summary },
      },
    });

    expect(await screen.findByRole('tab', { name: 'All (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Reviewing (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All requests (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Q-2026-0001/ })).toHaveAttribute(
      'href',
      '/dashboard/quote-requests/quote-1',
    );
  });

  it('marks a request that repeats one from the same buyer within a week', async () => {
    renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([quote(2, { repeatOf: 'Q-2026-0001' }), quote(1)]),
        'GET /quotes/summary': { data: summary },
      },
    });
    const repeat = await screen.findByRole('link', { name: /Q-2026-0002/ }, { timeout: 5000 });
    expect(repeat).toHaveTextContent('Repeats Q-2026-0001 from this buyer');
    expect(screen.getByRole('link', { name: /^Q-2026-0001/ })).not.toHaveTextContent('Repeats');
  });

  it('shows each card’s category title, needed-by date, target and age, nearest deadline first', async () => {
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([
          quote(1, { deadline: '2027-01-15', targetUnitPrice: 6.5, currency: 'USD' }),
        ]),
        'GET /quotes/summary': { data: summary },
        'GET /categories': categories,
      },
    });
    const card = await screen.findByRole('link', { name: /Q-2026-0001/ });
    await waitFor(() => expect(card).toHaveTextContent('Dress Shirts · 500 pcs · target $6.50'));
    expect(card).toHaveTextContent(
      /Needed by 15 Jan 2027 \((in \d+ days|due today|\d+ days? overdue)\)/,
    );
    expect(card).toHaveTextContent(/Received (today|\d+ days? ago)/);
    expect(card).not.toHaveTextContent('shirts');
    expect(api.calls.find((call) => call.url === '/quotes')?.params).toMatchObject({
      sort: 'deadline',
      order: 'asc',
    });
  });

  it('opens a request from its own URL, whatever page of the list it is on', async () => {
    renderAsAdmin('/dashboard/quote-requests/quote-7', {
      routes: {
        'GET /quotes': listOf([quote(1)]),
        'GET /quotes/summary': { data: summary },
        'GET /quotes/quote-7': { data: quote(7, { _id: 'quote-7', reference: 'Q-2026-0007' }) },
        'GET /categories': categories,
      },
    });
    const detail = await screen.findByRole('article', { name: 'Q-2026-0007' });
    await waitFor(() => expect(detail).toHaveTextContent('Bulk order of 500 pcs · Dress Shirts'));
    expect(within(detail).getByRole('heading', { name: 'Q-2026-0007' })).toHaveFocus();
  });

  it('lists each quick line’s own files under it, each a download', async () => {
    const lineFile = {
      id: 'a'.repeat(24),
      fileName: 'tote-artwork.pdf',
      contentType: 'application/pdf',
      size: 3072,
    };
    const twoLines = quote(8, {
      _id: 'quote-8',
      reference: 'Q-2026-0008',
      lines: [
        {
          type: 'quick',
          categoryKey: 'shirts',
          description: 'Tote bags in natural canvas',
          quantity: 300,
          attachments: [lineFile],
        },
        {
          type: 'quick',
          categoryKey: 'shirts',
          description: 'Poplin shirts',
          quantity: 200,
          attachments: [],
        },
      ],
      attachments: [lineFile],
    });
    const { api } = renderAsAdmin('/dashboard/quote-requests/quote-8', {
      routes: {
        'GET /quotes': listOf([quote(1)]),
        'GET /quotes/summary': { data: summary },
        'GET /quotes/quote-8': { data: twoLines },
        'GET /categories': categories,
        [`GET /quotes/quote-8/attachments/${lineFile.id}`]: { data: new Blob(['%PDF-1.7']) },
      },
    });
    const files = await screen.findByRole('list', { name: 'Line 1 files' });
    expect(files).toHaveTextContent('tote-artwork.pdf');
    expect(files).toHaveTextContent('application/pdf, 3 KB');
    expect(screen.queryByRole('list', { name: 'Line 2 files' })).not.toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: 'Download tote-artwork.pdf' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'GET',
          url: `/quotes/quote-8/attachments/${lineFile.id}`,
        }),
      ),
    );
  });

  it('links a request made from a contact message back to that message', async () => {
    const made = quote(8, {
      _id: 'quote-8',
      reference: 'Q-2026-0008',
      history: [
        {
          status: 'new',
          at: '2026-11-20T10:00:00.000Z',
          event: 'created-from-contact',
          contactId: 'c'.repeat(24),
        },
      ],
    });
    renderAsAdmin('/dashboard/quote-requests/quote-8', {
      routes: {
        'GET /quotes': listOf([quote(1)]),
        'GET /quotes/summary': { data: summary },
        'GET /quotes/quote-8': { data: made },
        'GET /categories': categories,
      },
    });
    const detail = await screen.findByRole('article', { name: 'Q-2026-0008' }, { timeout: 5000 });
    expect(detail).toHaveTextContent('Made on 20 Nov 2026 from a contact message.');
    expect(within(detail).getByRole('link', { name: 'a contact message' })).toHaveAttribute(
      'href',
      `/dashboard/showContact?message=${'c'.repeat(24)}`,
    );
  });

  it('says so when the URL names a request that does not exist', async () => {
    renderAsAdmin('/dashboard/quote-requests/quote-9', {
      routes: {
        'GET /quotes': listOf([]),
        'GET /quotes/summary': { data: summary },
        'GET /quotes/quote-9': {
          status: 404,
          data: { statusCode: 404, message: QuoteMessages.quoteNotFound, error: 'Not Found' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: QuoteMessages.quoteNotFound }),
    ).toBeInTheDocument();
  });

  it('keeps Move to Lost a quiet button apart from the main action', async () => {
    renderAsAdmin('/dashboard/quote-requests/quote-1', {
      routes: {
        'GET /quotes': listOf([quote(1)]),
        'GET /quotes/summary': { data: summary },
        'GET /quotes/quote-1': { data: quote(1) },
      },
    });
    const lost = await screen.findByRole('button', { name: 'Move to Lost' });
    expect(lost.className).toMatch(/buttonQuiet/);
    expect(lost.className).not.toMatch(/buttonDanger|buttonPrimary/);
    expect(screen.getByRole('button', { name: 'Move to Reviewing' }).className).toMatch(
      /buttonPrimary/,
    );
  });

  it('asks the API for a status and a search', async () => {
    const user = userEvent.setup();
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: { 'GET /quotes': listOf([]), 'GET /quotes/summary': { data: summary } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Reviewing (1)' }));
    await user.type(screen.getByLabelText('Search quote requests'), 'hyrule');

    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/quotes').at(-1)?.params).toEqual({
        page: 1,
        limit: 10,
        status: 'reviewing',
        search: 'hyrule',
        sort: 'deadline',
        order: 'asc',
      }),
    );
    expect(await screen.findByText(QuoteMessages.noMatches)).toBeInTheDocument();
  });

  it('moves a request along the pipeline after a confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([quote(1)]),
        'GET /quotes/summary': { data: summary },
        ...oneQuote(
          quote(1),
          quote(1, {
            status: 'reviewing',
            history: [
              { status: 'new', at: '2026-11-20T10:00:00.000Z' },
              { status: 'reviewing', at: '2026-11-21T10:00:00.000Z' },
            ],
          }),
        ),
      },
    });
    await user.click(await screen.findByRole('link', { name: /Q-2026-0001/ }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/dashboard/quote-requests/quote-1',
    );
    const detail = await screen.findByRole('article', { name: 'Q-2026-0001' });
    expect(
      within(detail).getByRole('button', { name: 'Download tech-pack.pdf' }),
    ).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Move to Reviewing' }));
    await user.click(
      await dialogButton('Move Q-2026-0001 to Reviewing?', 'Yes, move to Reviewing'),
    );
    await waitForDialogsToClose();

    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'reviewing',
    });
    expect(
      await within(detail).findByText('Reviewing', { selector: 'span[class*="badge"]' }),
    ).toBeInTheDocument();
  });

  it('asks for a price and lead time before quoting, then sends them', async () => {
    const user = userEvent.setup();
    const reviewing = quote(1, { status: 'reviewing' });
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([reviewing]),
        'GET /quotes/summary': { data: summary },
        ...oneQuote(
          reviewing,
          quote(1, {
            status: 'quoted',
            offer: {
              unitPrice: 6.25,
              currency: 'EUR',
              leadTimeDays: 60,
              quotedAt: '2026-11-22T00:00:00.000Z',
            },
          }),
        ),
      },
    });
    await user.click(await screen.findByRole('link', { name: /Q-2026-0001/ }));
    await user.click(await screen.findByRole('button', { name: 'Send Quote' }));
    expect(screen.getByLabelText('Unit price')).toHaveAccessibleDescription(
      QuoteMessages.unitPriceRequired,
    );
    expect(screen.getByLabelText('Lead time (days)')).toHaveAccessibleDescription(
      QuoteMessages.leadTimeRequired,
    );

    await user.type(screen.getByLabelText('Unit price'), '6.25');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText('Lead time (days)'), '60');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    await user.click(await dialogButton('Move Q-2026-0001 to Quoted?', 'Yes, move to Quoted'));
    await waitForDialogsToClose();

    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'quoted',
      unitPrice: 6.25,
      currency: 'EUR',
      leadTimeDays: 60,
    });
    expect(await screen.findByText('€6.25 per piece, 60 days')).toBeInTheDocument();
  });

  it('has one internal-note concept: notes are the conversation’s internal messages, written there', async () => {
    const user = userEvent.setup();
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': listOf([quote(1)]),
        'GET /quotes/summary': { data: summary },
        'GET /quotes/quote-1': { data: quote(1) },
        // An earlier note of the request comes with the thread, as an internal note.
        'GET /quotes/quote-1/thread': {
          data: {
            quoteId: 'quote-1',
            reference: 'Q-2026-0001',
            messages: [
              {
                id: 'note-0',
                side: 'team',
                authorName: 'admin@threadline.example',
                internal: true,
                text: 'Called the buyer.',
                createdAt: '2026-11-22T09:00:00.000Z',
                attachments: [],
              },
            ],
          },
        },
        'POST /quotes/quote-1/thread': { status: 201, data: { id: 'm2' } },
      },
    });
    await user.click(await screen.findByRole('link', { name: /Q-2026-0001/ }));

    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Called the buyer.')).toBeInTheDocument();
    expect(within(conversation).getByText(/Internal note ·/)).toBeInTheDocument();
    // No second notes box beside the conversation.
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Internal notes/ })).not.toBeInTheDocument();

    await user.type(within(conversation).getByLabelText('Your message'), 'Margin is thin.');
    await user.click(within(conversation).getByRole('checkbox', { name: /Internal note/ }));
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/quotes/quote-1/thread',
        body: { text: 'Margin is thin.', internal: true },
      }),
    );
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('keeps members out', () => {
    renderDashboard({ route: '/dashboard/quote-requests' });
    expect(screen.getByText('Access Denied: Admins Only')).toBeInTheDocument();
  });
});
