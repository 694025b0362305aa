import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFaq } from './contact-faq';

describe('Contact FAQ', () => {
  it('keeps at most one answer open', async () => {
    const user = userEvent.setup();
    render(<ContactFaq />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: /How long does custom work take/ }));
    expect(screen.getByText(/2–4 weeks/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /minimum order quantity/ }));
    expect(screen.getByText(/2–4 weeks/)).not.toBeVisible();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });
});
