import { act, renderHook } from '@testing-library/react';
import { fakeSplashPaint } from '../../../testing/fake-splash-paint';
import { useSplashProgress } from './use-splash-progress';

describe('the start-up splash progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('rises every 150 ms by at least 3 %', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderHook(() => useSplashProgress());
    expect(result.current.progress).toBe(0);
    act(() => jest.advanceTimersByTime(149));
    expect(result.current.progress).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.progress).toBe(3);
    act(() => jest.advanceTimersByTime(150));
    expect(result.current.progress).toBe(6);
  });

  it('rises by at most 15 % a tick, stops at 100 and settles 800 ms later', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    const { result } = renderHook(() => useSplashProgress());
    act(() => jest.advanceTimersByTime(150));
    expect(result.current.progress).toBe(15);
    for (let tick = 0; tick < 6; tick += 1) act(() => jest.advanceTimersByTime(150));
    expect(result.current.progress).toBe(100);
    act(() => jest.advanceTimersByTime(799));
    expect(result.current.settled).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.settled).toBe(true);
    expect(result.current.progress).toBe(100);
  });

  it('changes its message every 800 ms and stays on the last one', () => {
    const { result } = renderHook(() => useSplashProgress());
    const seen = [result.current.message];
    for (let tick = 0; tick < 5; tick += 1) {
      act(() => jest.advanceTimersByTime(800));
      seen.push(result.current.message);
    }
    expect(seen).toEqual([
      'Initializing...',
      'Loading assets...',
      'Preparing interface...',
      'Almost ready...',
      'Welcome!',
      'Welcome!',
    ]);
  });
});

describe('the start-up splash progress, mounted after index.html first drew the splash', () => {
  let restorePaint: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    // The splash's first contentful paint was 1000 ms ago.
    restorePaint = fakeSplashPaint(1000);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    restorePaint();
  });

  it('keeps the 800 ms cadence of the messages from that paint', () => {
    const { result } = renderHook(() => useSplashProgress());
    expect(result.current.message).toBe('Loading assets...');
    act(() => jest.advanceTimersByTime(599));
    expect(result.current.message).toBe('Loading assets...');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBe('Preparing interface...');
    act(() => jest.advanceTimersByTime(800));
    expect(result.current.message).toBe('Almost ready...');
  });

  it('starts the counter where six ticks of 150 ms would have put it', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderHook(() => useSplashProgress());
    expect(result.current.progress).toBe(18);
  });
});
