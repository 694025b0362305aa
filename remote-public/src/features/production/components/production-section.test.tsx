import { act, screen } from '@testing-library/react';
import { installIntersectionObserver } from '../../../testing/intersection-observer';
import { renderWithProviders } from '../../../testing/render';
import { ProductionSection } from './production-section';

describe('Production section', () => {
  it('has the capabilities text, four feature cards and three process steps', () => {
    renderWithProviders(<ProductionSection />);
    const section = screen.getByRole('region', { name: 'Inside Our Production Floor' });
    expect(section).toHaveAttribute('id', 'production');
    expect(screen.getByText(/skilled tailors with modern equipment/)).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Advanced Machinery',
      'Fast Production',
      'Quality Assurance',
      '24/7 Operations',
      'How an order moves through production',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Design & Planning', 'Manufacturing', 'Quality & Delivery']);
  });

  it('fades in once 10% is visible, with a 50 px bottom margin', () => {
    const viewport = installIntersectionObserver();
    try {
      renderWithProviders(<ProductionSection />);
      const section = screen.getByRole('region', { name: 'Inside Our Production Floor' });
      expect(viewport.optionsFor(section)).toEqual({
        threshold: 0.1,
        rootMargin: '0px 0px -50px 0px',
      });
      expect(section).not.toHaveClass('visible');
      act(() => viewport.reveal(section));
      expect(section).toHaveClass('visible');
    } finally {
      viewport.restore();
    }
  });
});
