import { act, render, screen } from '@testing-library/react';
import { StartUpGate } from './start-up-gate';

/** The paint entries the browser reports: the first contentful paint `agoMs` before now. */
function splashPaintedAgo(agoMs: number | undefined) {
  const entries =
    agoMs === undefined
      ? []
      : [{ name: 'first-contentful-paint', startTime: performance.now() - agoMs }];
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'paint' ? entries : []),
  });
}

function renderGate() {
  render(
    <StartUpGate brandName="Threadline Garments">
      <p>The first page</p>
    </StartUpGate>,
  );
  // Behind the splash the page is rendered but hidden (display: none).
  return { page: () => screen.getByText('The first page') };
}

describe('the start-up gate', () => {
  const original = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    if (original) Object.defineProperty(performance, 'getEntriesByType', original);
    else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('counts the 3000 ms from when the page first showed the splash, before the scripts ran', () => {
    splashPaintedAgo(700);
    const { page } = renderGate();
    expect(screen.getByRole('img', { name: 'Threadline Garments' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2299));
    expect(screen.getByRole('img', { name: 'Threadline Garments' })).toBeInTheDocument();
    expect(page()).not.toBeVisible();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('img', { name: 'Threadline Garments' })).not.toBeInTheDocument();
    expect(page()).toBeVisible();
  });

  it('shows the full 3000 ms from its mount when no paint was reported yet', () => {
    splashPaintedAgo(undefined);
    const { page } = renderGate();
    act(() => jest.advanceTimersByTime(2999));
    expect(page()).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(page()).toBeVisible();
  });

  it('shows the page at once when the scripts took longer than the splash', () => {
    splashPaintedAgo(4200);
    const { page } = renderGate();
    act(() => jest.advanceTimersByTime(0));
    expect(page()).toBeVisible();
  });
});
