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
});
