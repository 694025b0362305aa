import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestRequestMessages, ThreadMessages, type GuestQuoteThread } from '@threadline/contracts';
import { renderApp } from '../../testing/render';

const guestThread: GuestQuoteThread = {
  quoteId: 'quote-7',
  reference: 'Q-2026-0007',
  request: {
    reference: 'Q-2026-0007',
    status: 'quoted',
    categoryKey: 'shirts',
    kind: 'bulk',
    quantity: 500,
    deadline: '2027-03-01',
    details: 'Poplin shirts in three colours.',
    offer: { unitPrice: 7.9, currency: 'USD', leadTimeDays: 70, quotedAt: '2026-11-22T10:00:00Z' },
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  messages: [
    {
      id: 'm1',
      kind: 'text',
      side: 'team',
      authorName: 'Threadline team',
      internal: false,
      text: 'Our size chart is attached.',
      createdAt: '2026-11-22T10:00:00.000Z',
      attachments: [
        { id: 'f1', fileName: 'size-chart.pdf', contentType: 'application/pdf', size: 4096 },
      ],
    },
  ],
};

describe('a guest’s quote conversation', () => {
  it('shows the request in a buyer’s words with its thread, and sends a reply with the token', async () => {
    const { api } = renderApp({
      route: '/quote-conversation?token=quote-7.123.sig',
      routes: {
        'GET /guest/thread': { data: guestThread },
        'POST /guest/thread?token=quote-7.123.sig': { status: 201, data: { id: 'm2' } },
        'GET /categories': { data: [] },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quote request Q-2026-0007' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your request' });
    expect(within(summary).getByText('Quote ready')).toBeInTheDocument();
    expect(within(summary).getByText('7.90 USD a piece, 70 days')).toBeInTheDocument();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Our size chart is attached.')).toBeInTheDocument();
    expect(
      within(conversation).getByRole('button', { name: 'Download size-chart.pdf' }),
    ).toBeInTheDocument();

    await userEvent.type(within(conversation).getByLabelText('Your message'), 'Thanks, 300 fine?');
    await userEvent.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/guest/thread?token=quote-7.123.sig',
        body: { text: 'Thanks, 300 fine?' },
      }),
    );
    expect(
      api.calls.find((call) => call.method === 'GET' && call.url === '/guest/thread'),
    ).toMatchObject({ params: { token: 'quote-7.123.sig' } });
  });

  it('says plainly that a refused or missing link cannot be opened', async () => {
    renderApp({
      route: '/quote-conversation?token=forged',
      routes: {
        'GET /guest/thread': {
          status: 404,
          data: { statusCode: 404, message: ThreadMessages.guestLinkInvalid },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be opened' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ThreadMessages.guestLinkInvalid);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('offers an account to accept, with the address filled in and the way back to the quote', async () => {
    renderApp({
      route: '/quote-conversation?token=quote-7.123.sig',
      routes: {
        'GET /guest/thread': {
          data: {
            ...guestThread,
            request: {
              ...guestThread.request,
              email: 'ana@brand.example',
              linkedToAccount: false,
              sizes: { M: 200, L: 300 },
              targetUnitPrice: 7.5,
              currency: 'USD',
            },
          },
        },
        'GET /categories': { data: [] },
      },
    });
    const offer = await screen.findByRole('link', {
      name: GuestRequestMessages.createAccountToAccept,
    });
    expect(offer).toHaveAttribute(
      'href',
      '/signup?email=ana%40brand.example&next=%2Fdashboard%2Fquotes%2Fquote-7',
    );
    const summary = screen.getByRole('region', { name: 'Your request' });
    expect(within(summary).getByText('M 200, L 300')).toBeInTheDocument();
    expect(within(summary).getByText('7.50 USD a piece')).toBeInTheDocument();
  });

  it('shows everything the guest sent, the category by its title and the quantity grouped', async () => {
    renderApp({
      route: '/quote-conversation?token=quote-7.123.sig',
      routes: {
        'GET /guest/thread': {
          data: {
            ...guestThread,
            request: {
              ...guestThread.request,
              quantity: 1200,
              sizes: { S: 400, M: 500, L: 300 },
              targetUnitPrice: 4.5,
              currency: 'EUR',
            },
          },
        },
        'GET /categories': {
          data: [{ key: 'shirts', title: 'Shirts', image: '/images/shirts', icon: 'Shirt' }],
        },
      },
    });
    const summary = await screen.findByRole('region', { name: 'Your request' });
    expect(await within(summary).findByText('Shirts')).toBeInTheDocument();
    expect(within(summary).queryByText('shirts')).not.toBeInTheDocument();
    expect(within(summary).getByText(/Bulk, 1,200\s+pieces/)).toBeInTheDocument();
    expect(within(summary).getByText('S 400, M 500, L 300')).toBeInTheDocument();
    expect(within(summary).getByText('4.50 EUR a piece')).toBeInTheDocument();
    expect(within(summary).getByText('Poplin shirts in three colours.')).toBeInTheDocument();
  });

  it('emails a new link for an expired one', async () => {
    const { api } = renderApp({
      route: '/quote-conversation?token=quote-7.1.sig',
      routes: {
        'GET /guest/thread': {
          status: 404,
          data: { statusCode: 404, message: ThreadMessages.guestLinkInvalid },
        },
        'POST /guest/thread/renewal?token=quote-7.1.sig': {
          status: 202,
          data: { message: GuestRequestMessages.renewSent },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: GuestRequestMessages.renewLink }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(GuestRequestMessages.renewSent);
    expect(api.calls.some((call) => call.url === '/guest/thread/renewal?token=quote-7.1.sig')).toBe(
      true,
    );
  });
});
