import { Timings } from '@threadline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** True for 300 ms after each change of page (not on the first render, not for in-page anchors). */
export function useRouteSplash(durationMs: number = Timings.routeSplashMs) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [visible, setVisible] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setVisible(true);
    setProgress(0);
    const ticker = setInterval(
      () => setProgress((value) => Math.min(100, value + 1 + Math.floor(Math.random() * 15))),
      Timings.routeSplashTickMs,
    );
    const timer = setTimeout(() => setVisible(false), durationMs);
    return () => {
      clearInterval(ticker);
      clearTimeout(timer);
    };
  }, [pathname, durationMs]);

  return { visible, progress };
}
