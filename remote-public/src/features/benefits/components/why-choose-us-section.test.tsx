import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { WhyChooseUsSection } from './why-choose-us-section';

describe('Why choose us section', () => {
  it('sits under the why-choose-us anchor with six benefit cards and the track record', () => {
    renderWithProviders(<WhyChooseUsSection />);
    const section = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(section).toHaveAttribute('id', 'why-choose-us');
    const benefits = within(section).getAllByRole('list')[0];
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(6);

    const record = screen.getByRole('heading', { name: 'Our track record' }).parentElement;
    const figures = within(record as HTMLElement)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual(['500+', '99%', '50+', '15+']);
  });

  it('shows three testimonials, each rated five stars, in two rows', () => {
    renderWithProviders(<WhyChooseUsSection />);
    // The duplicates that make the loop seamless are hidden from assistive technology.
    const quotes = screen.getAllByRole('blockquote');
    expect(quotes).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(3);
    expect(quotes[0].closest('li')).toHaveTextContent('Sarah Mitchell, Northline Apparel');

    const rows = document.querySelectorAll('.marquee');
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelector('.track')).not.toHaveClass('trackReverse');
    expect(rows[1].querySelector('.track')).toHaveClass('trackReverse');
    expect(rows[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets keyboard users pause and resume the scrolling rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WhyChooseUsSection />);
    const rows = document.querySelector('.testimonials');
    await user.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(rows).toHaveClass('paused');
    await user.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    expect(rows).not.toHaveClass('paused');
  });

  it('as its own page, uses h1 and h2 so no heading level is skipped', () => {
    renderWithProviders(<WhyChooseUsSection headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Why Choose Us' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(
      screen.getByRole('heading', { level: 2, name: 'What our clients say' }),
    ).toBeInTheDocument();
  });
});
