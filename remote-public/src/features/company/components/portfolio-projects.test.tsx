import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioProjects } from './portfolio-projects';

describe('Portfolio projects', () => {
  it('shows all six projects and filters them by tab', async () => {
    const user = userEvent.setup();
    render(<PortfolioProjects />);
    const list = () => screen.getAllByRole('list').at(-1) as HTMLElement;
    expect(within(list()).getAllByRole('listitem')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Medical Wear' }));
    expect(screen.getByRole('button', { name: 'Medical Wear' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByRole('heading', { name: 'Clinical Scrubs' })).toBeInTheDocument();
  });
});
