import { screen, within } from '@testing-library/react';
import { QuoteMessages, type QuoteRequest } from '@threadline/contracts';
import { renderDashboard } from '../../testing/render';

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
  attachments: [],
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
  it('shows each request’s status as a timeline, with the quoted price and lead time', async () => {
    renderDashboard({
      route: '/dashboard/my-quotes',
      routes: { 'GET /quotes/mine': { data: [quoted] } },
    });

    const card = await screen.findByRole('article', { name: 'Q-2026-0042' });
    expect(within(card).getByText('Our quote: $6.25 per piece, 60 days')).toBeInTheDocument();
    const timeline = within(card).getByRole('list', { name: 'Status of Q-2026-0042' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'New20 Nov 2026',
      'Reviewing21 Nov 2026',
      'Quoted22 Nov 2026',
      'WonNot yet',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
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
