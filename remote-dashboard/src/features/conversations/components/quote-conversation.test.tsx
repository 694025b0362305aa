import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThreadMessages, type QuoteRequest, type QuoteThread } from '@threadline/contracts';
import { createFakeApi } from '@threadline/web-kit/testing/create-fake-api';
import { renderAsAdmin } from '../../../testing/render-as-admin';
import { renderDashboard } from '../../../testing/render';

const quote: QuoteRequest = {
  _id: 'quote-1',
  reference: 'Q-2026-0042',
  name: 'Ana Brand',
  email: 'ana@brand.co',
  categoryKey: 'shirts',
  kind: 'bulk',
  quantity: 500,
  deadline: '2027-02-01',
  details: 'Poplin shirts.',
  lines: [
    {
      type: 'quick',
      categoryKey: 'shirts',
      description: 'Poplin shirts.',
      quantity: 500,
      attachments: [],
    },
  ],
  attachments: [],
  status: 'reviewing',
  history: [
    { status: 'new', at: '2026-11-20T10:00:00.000Z' },
    { status: 'reviewing', at: '2026-11-21T10:00:00.000Z' },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const thread: QuoteThread = {
  quoteId: 'quote-1',
  reference: 'Q-2026-0042',
  messages: [
    {
      id: 'm1',
      kind: 'text',
      side: 'team',
      authorName: 'Threadline team',
      internal: false,
      text: 'Can you send a size chart?',
      createdAt: '2026-11-22T10:00:00.000Z',
      attachments: [
        { id: 'f1', fileName: 'chart-template.pdf', contentType: 'application/pdf', size: 2048 },
      ],
    },
  ],
};

describe('the conversation on a quote request (member)', () => {
  it('shows the unread badge, reads the thread on the quote’s own page and sends an answer', async () => {
    let unread = 1;
    const api = createFakeApi({
      'GET /quotes/mine': { data: [quote] },
      'GET /quotes/quote-1': { data: quote },
      'GET /quote-threads/unread': () => ({ data: { unreadThreads: unread } }),
      'GET /quotes/quote-1/thread': () => {
        // The API marks the thread read as it answers.
        unread = 0;
        return { data: thread };
      },
      'POST /quotes/quote-1/thread': { status: 201, data: { id: 'm2' } },
      'POST /quotes/attachments': {
        status: 201,
        data: {
          id: 'f2',
          uploadToken: 'token-f2',
          fileName: 'sizes.pdf',
          contentType: 'application/pdf',
          size: 9,
        },
      },
    });
    renderDashboard({ route: '/dashboard/my-quotes', api });

    expect(
      await screen.findByRole('link', { name: 'My Quotes 1 unread conversation' }),
    ).toBeInTheDocument();
    // The list reads no thread: only opening a request does.
    const opening = await screen.findByRole('link', { name: /Q-2026-0042/ });
    expect(api.calls.filter((call) => call.url === '/quotes/quote-1/thread')).toHaveLength(0);
    await userEvent.click(opening);
    const card = await screen.findByRole('article', { name: 'Q-2026-0042' });
    const messages = await within(card).findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Can you send a size chart?')).toBeInTheDocument();
    expect(
      within(messages).getByRole('button', { name: 'Download chart-template.pdf' }),
    ).toBeInTheDocument();
    // Reading it refreshes the badge, which the API now answers with 0.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My Quotes' })).toBeInTheDocument(),
    );

    const field = within(card).getByLabelText('Your message');
    await userEvent.click(within(card).getByRole('button', { name: 'Send' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(ThreadMessages.textRequired);
    await userEvent.type(field, '  300 pieces instead?  ');
    await userEvent.upload(
      within(card).getByLabelText('Attach files'),
      new File(['%PDF-1.7'], 'sizes.pdf', { type: 'application/pdf' }),
    );
    const toSend = within(card).getByRole('list', { name: 'Files to send' });
    expect(await within(toSend).findByText('Uploaded')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    const posted = api.calls.find(
      (call) => call.method === 'POST' && call.url === '/quotes/quote-1/thread',
    );
    expect(posted?.body).toEqual({
      text: '300 pieces instead?',
      attachments: [{ id: 'f2', uploadToken: 'token-f2' }],
    });
    expect(within(card).queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText(/Internal note/)).not.toBeInTheDocument();
  });
});

describe('the conversation on a quote request (admin)', () => {
  it('shows internal notes apart and lets an admin post one', async () => {
    const user = userEvent.setup();
    const adminQuote = { ...quote, notes: [] };
    const { api } = renderAsAdmin('/dashboard/quote-requests', {
      routes: {
        'GET /quotes': { data: [adminQuote], headers: { 'x-total-count': '1' } },
        'GET /quotes/summary': {
          data: { new: 0, reviewing: 1, quoted: 0, won: 0, lost: 0, total: 1 },
        },
        'GET /quotes/quote-1': { data: adminQuote },
        'GET /quote-threads/unread': { data: { unreadThreads: 0 } },
        'GET /quotes/quote-1/thread': {
          data: {
            ...thread,
            messages: [
              ...thread.messages,
              {
                id: 'm2',
                side: 'team',
                authorName: 'Threadline team',
                internal: true,
                text: 'Margin is thin.',
                createdAt: '2026-11-22T11:00:00.000Z',
                attachments: [],
              },
            ],
          },
        },
        'POST /quotes/quote-1/thread': { status: 201, data: { id: 'm3' } },
      },
    });
    await user.click(await screen.findByRole('link', { name: /Q-2026-0042/ }));
    const detail = await screen.findByRole('article', { name: 'Q-2026-0042' });
    const conversation = within(detail).getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Margin is thin.')).toBeInTheDocument();
    expect(within(conversation).getByText(/Internal note ·/)).toBeInTheDocument();

    await user.type(within(conversation).getByLabelText('Your message'), 'Check the fabric stock.');
    await user.click(within(conversation).getByLabelText(/Internal note/));
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        text: 'Check the fabric stock.',
        internal: true,
      }),
    );
  });
});
