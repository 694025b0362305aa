import { screen, waitFor, within } from '@testing-library/react';
import { BUYER_QUOTE_NEXT_STEPS, QuoteMessages, type QuoteRequest } from '@threadline/contracts';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';

const categories = {
  data: [{ key: 'shirts', title: 'Dress Shirts', image: '/images/shirts', icon: 'Shirt' }],
};

const quoted: QuoteRequest = {
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
      sizes: { S: 200, M: 300 },
      attachments: [],
    },
  ],
  sizes: { S: 200, M: 300 },
  attachments: [
    { id: 'f'.repeat(24), fileName: 'tech-pack.pdf', contentType: 'application/pdf', size: 2048 },
  ],
  status: 'quoted',
  offer: {
    unitPrice: 6.25,
    currency: 'USD',
    leadTimeDays: 60,
    quotedAt: '2026-11-22T10:00:00.000Z',
  },
  history: [
    { status: 'new', at: '2026-11-20T10:00:00.000Z' },
    { status: 'reviewing', at: '2026-11-21T10:00:00.000Z' },
    { status: 'quoted', at: '2026-11-22T10:00:00.000Z' },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('My Quotes (member)', () => {
  it('lists the member’s requests in buyer words, each linking to its own page', async () => {
    renderDashboard({
      route: '/dashboard/my-quotes',
      routes: {
        'GET /quotes/mine': {
          data: [quoted, { ...quoted, _id: 'quote-2', reference: 'Q-2026-0043', status: 'won' }],
        },
        'GET /categories': categories,
      },
    });

    const card = await screen.findByRole('link', { name: /Q-2026-0042/ });
    expect(card).toHaveAttribute('href', '/dashboard/my-quotes/quote-1');
    expect(card).toHaveTextContent('Quote ready');
    expect(screen.getByRole('link', { name: /Q-2026-0043/ })).toHaveTextContent('Order confirmed');
    expect(screen.queryByText('Won')).not.toBeInTheDocument();
  });

  it('opens a request in full: sizes, details, files, the quote, the status in buyer words and a next step', async () => {
    renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [quoted] },
        'GET /quotes/quote-1': { data: quoted },
        'GET /categories': categories,
      },
    });

    const detail = await screen.findByRole('article', { name: 'Q-2026-0042' });
    expect(within(detail).getByRole('heading', { name: 'Q-2026-0042' })).toHaveFocus();
    expect(within(detail).getByText('Our quote: $6.25 per piece, 60 days')).toBeInTheDocument();
    expect(within(detail).getByText('S: 200, M: 300')).toBeInTheDocument();
    expect(within(detail).getByText('Poplin shirts.')).toBeInTheDocument();
    expect(
      within(detail).getByRole('button', { name: 'Download tech-pack.pdf' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(detail).toHaveTextContent('Bulk order of 500 pcs · Dress Shirts'));
    const nextStep = within(detail).getByRole('region', { name: 'Next step' });
    expect(nextStep).toHaveTextContent(BUYER_QUOTE_NEXT_STEPS.quoted);
    expect(
      within(nextStep).getByRole('link', { name: 'Contact us about Q-2026-0042' }),
    ).toHaveAttribute('href', '/contact');
    const timeline = within(detail).getByRole('list', { name: 'Status of Q-2026-0042' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Received20 Nov 2026',
      'Under review21 Nov 2026',
      'Quote ready22 Nov 2026',
      'Order confirmedNot yet',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('sends a member’s /dashboard/quotes/<id> to My Quotes', async () => {
    renderDashboard({
      route: '/dashboard/quotes/quote-1',
      routes: { 'GET /quotes/mine': { data: [quoted] }, 'GET /quotes/quote-1': { data: quoted } },
    });
    await screen.findByRole('article', { name: 'Q-2026-0042' });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/dashboard/my-quotes/quote-1',
    );
  });

  it('sends an admin’s /dashboard/quotes/<id> to Quote Requests', async () => {
    renderAsAdmin('/dashboard/quotes/quote-1', {
      routes: {
        'GET /quotes': { data: [], headers: { 'x-total-count': '0' } },
        'GET /quotes/summary': {
          data: { new: 0, reviewing: 0, quoted: 1, won: 0, lost: 0, total: 1 },
        },
        'GET /quotes/quote-1': { data: { ...quoted, notes: [] } },
      },
    });
    await screen.findByRole('article', { name: 'Q-2026-0042' });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/dashboard/quote-requests/quote-1',
    );
  });

  it('says so when the member has no requests, with a link to the form', async () => {
    renderDashboard({
      route: '/dashboard/my-quotes',
      routes: { 'GET /quotes/mine': { data: [] } },
    });

    expect(
      await screen.findByRole('heading', { name: QuoteMessages.noOwnQuotes }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });
});
