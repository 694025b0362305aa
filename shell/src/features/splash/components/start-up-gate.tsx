import { Timings } from '@threadline/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StartUpSplash } from './start-up-splash';

interface StartUpGateProps {
  brandName: string;
  /** Work to start while the splash shows (prefetching the remotes). */
  onStart?: () => void;
  durationMs?: number;
  children: ReactNode;
}

/** Shows the start-up splash for 3000 ms, then the app. */
export function StartUpGate({
  brandName,
  onStart,
  durationMs = Timings.splashMs,
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

  return done ? <>{children}</> : <StartUpSplash brandName={brandName} />;
}
