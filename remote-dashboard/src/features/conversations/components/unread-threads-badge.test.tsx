import { screen } from '@testing-library/react';
import { renderDashboard } from '../../../testing/render';

describe('the unread conversations badge', () => {
  it.each([
    [1, '1 unread conversation'],
    [3, '3 unread conversations'],
  ])('reads %p as %p', async (count, text) => {
    renderDashboard({
      route: '/dashboard/my-quotes',
      routes: {
        'GET /quote-threads/unread': { data: { unreadThreads: count } },
        'GET /quotes/mine': { data: [] },
      },
    });
    expect(await screen.findByText(text.replace(/^\d+ /, ''))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(text) })).toBeInTheDocument();
  });
});
