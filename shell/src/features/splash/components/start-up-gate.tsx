import { ShellTimings } from '../../../config/timings';
import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { StartUpSplash } from './start-up-splash';

interface StartUpGateProps {
  brandName: string;
  /** Work to start while the splash shows (prefetching the remotes). */
  onStart?: () => void;
  durationMs?: number;
  children: ReactNode;
}

/**
 * Shows the start-up splash for 3000 ms, then the app. Behind the splash the app is already
 * rendered, hidden and without its effects (React's Activity), so the first page is on screen
 * the moment the splash ends instead of being built then.
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
    const timer = setTimeout(() => setDone(true), durationMs);
    return () => clearTimeout(timer);
  }, [onStart, durationMs]);

  return (
    <>
      {!done && <StartUpSplash brandName={brandName} />}
      <Activity mode={done ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}
