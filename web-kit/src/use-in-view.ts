import { useEffect, useState, type RefObject } from 'react';

/** True once the element has been seen (it never flips back), as the spec's reveal effects ask. */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0.1, rootMargin = '0px' }: { threshold?: number; rootMargin?: string } = {},
): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, threshold, rootMargin]);

  return inView;
}
