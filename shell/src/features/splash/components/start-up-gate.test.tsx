import { act, render, screen } from '@testing-library/react';
import { fakeSplashPaint } from '../../../testing/fake-splash-paint';
import { StartUpGate } from './start-up-gate';

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
  let restorePaint: () => void = () => undefined;
  const splashPaintedAgo = (agoMs: number | undefined) => (restorePaint = fakeSplashPaint(agoMs));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    restorePaint();
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
