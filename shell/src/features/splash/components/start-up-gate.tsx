import { ShellTimings } from '../../../config/timings';
import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { splashShownFor } from '../splash-clock';
import { StartUpSplash } from './start-up-splash';

interface StartUpGateProps {
  brandName: string;
  /** Work to start while the splash shows (prefetching the remotes). */
  onStart?: () => void;
  durationMs?: number;
  children: ReactNode;
}

/**
 * Shows the start-up splash for 3000 ms, then the app. The 3000 ms count from when the splash
 * first showed (index.html draws it while the scripts load), not from this mount. Behind the
 * splash the app is already rendered, hidden and without its effects (React's Activity), so the
 * first page is on screen the moment the splash ends instead of being built then.
 */
export function StartUpGate({
  brandName,
  onStart,
  durationMs = ShellTimings.splashMs,
  children,
}: StartUpGateProps) {
  const [done, setDone] = useState(durationMs <= 0);
  const started = useRef(false);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      onStart?.();
    }
    if (durationMs <= 0) return;
    const timer = setTimeout(() => setDone(true), Math.max(0, durationMs - splashShownFor()));
    return () => clearTimeout(timer);
  }, [onStart, durationMs]);

  return (
    <>
      {!done && <StartUpSplash brandName={brandName} />}
      <Activity mode={done ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}
