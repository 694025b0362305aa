import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/motion';

const START_DELAY_MS = 500;
const MS_PER_CHARACTER = 50;

/**
 * Texts already typed out on this visit: coming back to the page (after signing in, say) shows
 * them whole at once rather than replaying the animation for nine seconds.
 */
const typedOnThisVisit = new Set<string>();

/** Types `text` out one character per 50 ms, starting 500 ms after `active` turns true. */
export function useTypedText(text: string, active: boolean): string {
  const [length, setLength] = useState(() =>
    prefersReducedMotion() || typedOnThisVisit.has(text) ? text.length : 0,
  );

  useEffect(() => {
    if (length >= text.length) {
      typedOnThisVisit.add(text);
      return;
    }
    if (!active) return;
    const timer = window.setTimeout(
      () => setLength((typed) => typed + 1),
      length === 0 ? START_DELAY_MS : MS_PER_CHARACTER,
    );
    return () => window.clearTimeout(timer);
  }, [active, length, text]);

  return text.slice(0, length);
}
