import { useEffect, useRef } from 'react';

/**
 * A detail opened beside (or, on a phone, instead of) its list: when `key` changes, its heading
 * is scrolled into view and focused, so a tap shows it and a screen reader starts there.
 */
export function useFocusOnOpen<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
