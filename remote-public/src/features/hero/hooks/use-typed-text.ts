import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/motion';

const START_DELAY_MS = 500;
const MS_PER_CHARACTER = 50;

/** Types `text` out one character per 50 ms, starting 500 ms after `active` turns true. */
export function useTypedText(text: string, active: boolean): string {
  const [length, setLength] = useState(() => (prefersReducedMotion() ? text.length : 0));

  useEffect(() => {
    if (!active || length >= text.length) return;
    const timer = window.setTimeout(
      () => setLength((typed) => typed + 1),
      length === 0 ? START_DELAY_MS : MS_PER_CHARACTER,
    );
    return () => window.clearTimeout(timer);
  }, [active, length, text.length]);

  return text.slice(0, length);
}
