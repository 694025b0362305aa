import { act, screen } from '@testing-library/react';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';
import { REDUCED_MOTION_QUERY } from '../../../lib/motion';
import { installIntersectionObserver } from '../../../testing/intersection-observer';
import { renderWithProviders } from '../../../testing/render';
import { Hero } from './hero';

/** What the eye sees: the animated (aria-hidden) part of an element. */
const shownText = (element: HTMLElement) =>
  [...element.querySelectorAll('[aria-hidden="true"]')].at(-1)?.textContent ?? '';

const counter = (label: string) =>
  screen.getByText(label).parentElement?.querySelector('dd') as HTMLElement;

const description = () =>
  screen
    .getAllByText(/^From custom tailoring/, { selector: 'span' })[0]
    .closest('p') as HTMLElement;

/** The typed part of the description (an invisible copy of the full text holds its size). */
const typedText = () =>
  description().querySelector('[aria-hidden="true"]')?.lastElementChild?.textContent ?? '';

/** Moves the clock in 10 ms steps, letting React commit (and schedule the next tick) between. */
const advance = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 10) {
    act(() => jest.advanceTimersByTime(Math.min(10, ms - elapsed)));
  }
};

describe('Hero', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has the headline, the two buttons and an illustration with alt text', () => {
    renderWithProviders(<Hero />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Crafting Quality Garments with Precision' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore Our Work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Production' })).toBeInTheDocument();
    const illustration = screen.getByRole('img', { name: /workshop corner/ });
    expect(illustration).toHaveAttribute('width', '1200');
    expect(illustration).toHaveAttribute('height', '900');
    // In the first screenful, so not lazy; but the heading is the largest paint, not this.
    expect(illustration).toHaveAttribute('loading', 'eager');
    expect(illustration).not.toHaveAttribute('fetchpriority');
  });

  it('types the description from 500 ms after it shows, one character per 50 ms', () => {
    renderWithProviders(<Hero />);
    // The whole text is there for screen readers from the start.
    expect(description()).toHaveTextContent(/on schedule and at the scale your brand needs\./);
    expect(typedText()).toBe('');

    advance(499);
    expect(typedText()).toBe('');
    advance(1);
    expect(typedText()).toBe('F');
    advance(50 * 3);
    expect(typedText()).toBe('From');
    advance(50 * 400);
    expect(typedText()).toMatch(/scale your brand needs\.$/);
  });

  it('shows the description whole when the visitor comes back to the page (after signing in)', () => {
    // The test above typed it out once on this visit.
    const { unmount } = renderWithProviders(<Hero />);
    expect(typedText()).toMatch(/^From custom tailoring.*needs\.$/);
    unmount();
  });

  it('counts up to 15+, 500+, 50+ and 24/7 in 2 s after staggered starts', () => {
    renderWithProviders(<Hero />);
    expect(shownText(counter('Years of Experience'))).toBe('0+');
    expect(counter('Support')).toHaveTextContent('24/7');

    advance(100 + 1000);
    const halfway = Number(shownText(counter('Years of Experience')).replace('+', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(15);
    expect(shownText(counter('Support'))).not.toBe('24/7');

    advance(1000 + 400);
    expect(shownText(counter('Years of Experience'))).toBe('15+');
    expect(shownText(counter('Projects Delivered'))).toBe('500+');
    expect(shownText(counter('Happy Clients'))).toBe('50+');
    expect(shownText(counter('Support'))).toBe('24/7');
  });

  it('starts the counters only once 30% of the stats block is visible', () => {
    const viewport = installIntersectionObserver();
    try {
      renderWithProviders(<Hero />);
      const stats = counter('Years of Experience').closest('dl') as HTMLElement;
      expect(viewport.optionsFor(stats)).toEqual(expect.objectContaining({ threshold: 0.3 }));

      advance(3000);
      expect(shownText(counter('Years of Experience'))).toBe('0+');

      act(() => viewport.reveal(stats));
      advance(2500);
      expect(shownText(counter('Years of Experience'))).toBe('15+');
      expect(shownText(counter('Support'))).toBe('24/7');
    } finally {
      viewport.restore();
    }
  });

  it('with reduced motion, shows the final figures and the whole text at once', () => {
    const restore = matchMediaQueries(REDUCED_MOTION_QUERY);
    try {
      renderWithProviders(<Hero />);
      expect(shownText(counter('Years of Experience'))).toBe('15+');
      expect(shownText(counter('Support'))).toBe('24/7');
      expect(typedText()).toMatch(/^From custom tailoring.*needs\.$/);
    } finally {
      restore();
    }
  });

  it('scrolls to the products and production anchors', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderWithProviders(
        <>
          <Hero />
          <section id="products" />
          <section id="production" />
        </>,
      );
      act(() => screen.getByRole('button', { name: 'Explore Our Work' }).click());
      act(() => screen.getByRole('button', { name: 'Watch Production' }).click());
      expect(scrolled).toEqual(['products', 'production']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
