import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioProjects } from './portfolio-projects';

const projectTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Portfolio projects', () => {
  it('shows all six projects, each with a described picture, under the All tab', () => {
    render(<PortfolioProjects />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(projectTitles()).toHaveLength(6);
    const pictures = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('img');
    expect(pictures).toHaveLength(6);
    for (const picture of pictures) {
      expect(picture).toHaveAccessibleName();
      expect(picture).toHaveAttribute('width', '800');
      expect(picture).toHaveAttribute('height', '600');
    }
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 projects');
  });

  it('offers All and the six sectors as filter tabs', () => {
    render(<PortfolioProjects />);
    const tabs = within(screen.getByRole('group', { name: 'Filter projects by sector' }))
      .getAllByRole('button')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All',
      'Corporate Wear',
      'Eco-Friendly',
      'Formal Wear',
      'Sportswear',
      'Uniforms',
      'Medical Wear',
    ]);
  });

  it('filters the projects by the chosen sector and back to all', async () => {
    const user = userEvent.setup();
    render(<PortfolioProjects />);

    await user.click(screen.getByRole('button', { name: 'Medical Wear' }));
    expect(screen.getByRole('button', { name: 'Medical Wear' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(projectTitles()).toEqual(['Clinical Scrubs']);
    expect(screen.getByRole('status')).toHaveTextContent('Medical Wear: showing 1 project');

    await user.click(screen.getByRole('button', { name: 'Sportswear' }));
    expect(projectTitles()).toEqual(['Club Training Kit']);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(projectTitles()).toHaveLength(6);
  });
});
