import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/motion';

const DURATION_MS = 2000;
const STEPS = 60;

/** Counts from 0 to `target` in 60 steps over 2 s, after `delayMs`, once `active` is true. */
export function useCountUp(target: number, active: boolean, delayMs: number): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));

  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let step = 0;
    let interval: number | undefined;
    const start = window.setTimeout(() => {
      interval = window.setInterval(() => {
        step += 1;
        setValue(step >= STEPS ? target : Math.round((target * step) / STEPS));
        if (step >= STEPS) window.clearInterval(interval);
      }, DURATION_MS / STEPS);
    }, delayMs);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(interval);
    };
  }, [active, target, delayMs]);

  return value;
}
