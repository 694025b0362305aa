import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render';

describe('the skip link', () => {
  it('is the first stop of Tab and moves focus to the page’s main content', async () => {
    const { user } = renderApp({ route: '/terms' });
    const main = await screen.findByRole('main');

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    // Focus moves, the address does not: the remotes' routes never see a #fragment.
    expect(window.location.hash).toBe('');
  });

  it.each(['/login', '/signup', '/forgot-password', '/terms'])(
    'points at a target that exists on %s',
    async (route) => {
      renderApp({ route });
      const main = await screen.findByRole('main');
      const href = screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href');
      expect(href).toBe('#main-content');
      expect(main).toHaveAttribute('id', 'main-content');
    },
  );
});
