export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Animations are skipped for people who ask the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Smoothly brings an in-page anchor (e.g. the products or production section) into view. */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  target?.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
}
