import { ShellTimings } from '../../../config/timings';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The largest step of the progress bar per tick, in percent. */
export const ROUTE_SPLASH_MAX_STEP = 15;

/**
 * The route-change splash: visible for 300 ms after each change of page (not on the first render,
 * not for in-page anchors). Its bar rises every 100 ms by a random step of up to 15 %; should it
 * reach 100 % first, the splash hides 500 ms later.
 */
export function useRouteSplash(durationMs: number = ShellTimings.routeSplashMs) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [visible, setVisible] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setVisible(true);
    setProgress(0);
    let value = 0;
    let hideAfterFull: ReturnType<typeof setTimeout> | undefined;
    const ticker = setInterval(() => {
      value = Math.min(100, value + Math.random() * ROUTE_SPLASH_MAX_STEP);
      setProgress(value);
      if (value >= 100) {
        clearInterval(ticker);
        hideAfterFull = setTimeout(() => setVisible(false), ShellTimings.routeSplashHideDelayMs);
      }
    }, ShellTimings.routeSplashTickMs);
    const timer = setTimeout(() => setVisible(false), durationMs);
    return () => {
      clearInterval(ticker);
      clearTimeout(timer);
      clearTimeout(hideAfterFull);
    };
  }, [pathname, durationMs]);

  return { visible, progress };
}
