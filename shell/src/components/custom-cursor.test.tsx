import { act, fireEvent, render } from '@testing-library/react';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';
import {
  COARSE_POINTER_QUERY,
  FINE_POINTER_QUERY,
  REDUCED_MOTION_QUERY,
} from '../hooks/use-media-query';
import { CustomCursor } from './custom-cursor';

const ring = () => document.querySelector<HTMLElement>('.tl-cursor-ring');
const arrow = () => document.querySelector<HTMLElement>('.tl-cursor-arrow');
const moveTo = (x: number, y: number) =>
  fireEvent(window, Object.assign(new Event('pointermove'), { clientX: x, clientY: y }));
const html = document.documentElement;

describe('the custom cursor', () => {
  let restoreMedia: () => void = () => undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    restoreMedia();
    jest.useRealTimers();
  });

  it('hides the native cursor and puts the arrow on the pointer', () => {
    restoreMedia = matchMediaQueries(FINE_POINTER_QUERY);
    render(<CustomCursor />);
    expect(html).toHaveClass('tl-cursor-active');
    expect(ring()).not.toBeNull();

    moveTo(200, 100);
    expect(arrow()!.style.transform).toBe('translate3d(200px, 100px, 0)');
    expect(html).toHaveClass('tl-cursor-visible');
  });

  it('moves the ring 15 % of the remaining way toward the pointer on each frame', () => {
    restoreMedia = matchMediaQueries(FINE_POINTER_QUERY);
    render(<CustomCursor />);
    moveTo(100, 300);
    // The ring starts off-screen at (-100, -100).
    act(() => jest.advanceTimersToNextFrame());
    expect(ring()!.style.transform).toBe('translate3d(-70px, -40px, 0)');
    act(() => jest.advanceTimersToNextFrame());
    expect(ring()!.style.transform).toBe('translate3d(-44.5px, 11px, 0)');
  });

  it('is off on touch devices, where the native cursor stays', () => {
    restoreMedia = matchMediaQueries(COARSE_POINTER_QUERY);
    render(<CustomCursor />);
    expect(ring()).toBeNull();
    expect(arrow()).toBeNull();
    expect(html).not.toHaveClass('tl-cursor-active');
  });

  it('with reduced motion keeps the ring on the pointer without animating it', () => {
    restoreMedia = matchMediaQueries(FINE_POINTER_QUERY, REDUCED_MOTION_QUERY);
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    render(<CustomCursor />);
    moveTo(120, 80);
    expect(ring()!.style.transform).toBe('translate3d(120px, 80px, 0)');
    act(() => jest.advanceTimersByTime(100));
    expect(frames).not.toHaveBeenCalled();
    expect(html).toHaveClass('tl-cursor-active');
  });

  it('gives the native cursor back when it unmounts', () => {
    restoreMedia = matchMediaQueries(FINE_POINTER_QUERY);
    const { unmount } = render(<CustomCursor />);
    unmount();
    expect(html).not.toHaveClass('tl-cursor-active');
  });
});
