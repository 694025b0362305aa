import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFaq } from './contact-faq';

const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('Contact FAQ', () => {
  it('lists six questions, all closed at first', () => {
    render(<ContactFaq />);
    expect(screen.getAllByRole('button')).toHaveLength(6);
    expect(expanded()).toHaveLength(0);
  });

  it('keeps at most one answer open', async () => {
    const user = userEvent.setup();
    render(<ContactFaq />);

    await user.click(screen.getByRole('button', { name: /How long does custom work take/ }));
    expect(screen.getByText(/Typical turnaround for custom work is 2–4 weeks/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /minimum order quantity/ }));
    expect(screen.getByText(/2–4 weeks/)).not.toBeVisible();
    expect(expanded()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /minimum order quantity/ }));
    expect(expanded()).toHaveLength(0);
  });

  it('opens an answer from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ContactFaq />);
    screen.getByRole('button', { name: /Can you source the fabric/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/audited mills/)).toBeVisible();
  });
});
