import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { RouteSplash } from './route-splash';

function renderWithNavigation(durationMs?: number) {
  const result = render(
    <MemoryRouter initialEntries={['/about']}>
      <RouteSplash
        brandName="Threadline Garments"
        tagline="Crafting quality garments since 2009"
        durationMs={durationMs}
      />
      <Link to="/contact">Contact</Link>
      <Link to="/contact#faq">FAQ</Link>
    </MemoryRouter>,
  );
  const overlay = () => result.container.querySelector<HTMLElement>('.tl-route-splash');
  const fill = () => result.container.querySelector<HTMLElement>('.tl-route-splash__fill');
  return { ...result, overlay, fill };
}

describe('the route-change splash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('does not show on the first page', () => {
    const { overlay } = renderWithNavigation();
    expect(overlay()).toBeNull();
  });

  it('shows the brand title, a spinner, a progress bar and the tagline for 300 ms after a page change', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { overlay, fill } = renderWithNavigation();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));

    expect(overlay()).not.toBeNull();
    expect(screen.getByText('Threadline Garments')).toBeInTheDocument();
    expect(screen.getByText('Crafting quality garments since 2009')).toBeInTheDocument();
    expect(overlay()!.querySelector('.tl-route-splash__spinner')).not.toBeNull();
    expect(fill()).toHaveStyle({ width: '0%' });

    act(() => jest.advanceTimersByTime(100));
    expect(fill()).toHaveStyle({ width: '7.5%' });
    act(() => jest.advanceTimersByTime(100));
    expect(fill()).toHaveStyle({ width: '15%' });
    act(() => jest.advanceTimersByTime(99));
    expect(overlay()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  it('rises by random steps of up to 15 % a tick', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999999);
    const { fill } = renderWithNavigation();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    act(() => jest.advanceTimersByTime(100));
    const width = parseFloat(fill()!.style.width);
    expect(width).toBeGreaterThan(14.99);
    expect(width).toBeLessThanOrEqual(15);
  });

  it('hides 500 ms after its bar is full when that comes first', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999999);
    const { overlay, fill } = renderWithNavigation(5000);
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    act(() => jest.advanceTimersByTime(700));
    expect(fill()).toHaveStyle({ width: '100%' });
    act(() => jest.advanceTimersByTime(499));
    expect(overlay()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  it('stays away for an in-page anchor on the same page', () => {
    const { overlay } = renderWithNavigation();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(overlay()).toBeNull();
  });
});
